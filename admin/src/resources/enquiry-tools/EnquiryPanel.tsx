import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Divider,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { DashboardDataProvider } from '../../dataProvider';
import {
  useDashboardLocale,
  useDashboardTranslate,
  type DashboardKey,
} from '../../i18n/useDashboardTranslate';
import { formatMoment } from '../../lib/format-date';
import { ENQUIRY_STATES } from './states';

interface Reply {
  id: number;
  body: string;
  user_name: string;
  created_at: string;
  mail_status: 'pending' | 'sent' | null;
  to: string[];
}

interface Owner {
  id: number;
  name: string;
}

interface Enquiry {
  id: number;
  name?: string;
  email?: string;
  state?: string;
  owner_id?: number | null;
  owner_name?: string | null;
}

const MAX_REPLY = 5000;
const NOBODY = '';

const MAIL_STATUS = {
  sent: 'enquiry.mail_sent',
  pending: 'enquiry.mail_pending',
} as const satisfies Record<string, DashboardKey>;

/**
 * On an enquiry's screen (issue 26 item 15): its state and owner, changed at once, a reply
 * mailed to the enquirer through the outbox (which marks it answered), and the replies sent.
 */
export const EnquiryPanel = () => {
  const record = useRecordContext<Enquiry>();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const t = useDashboardTranslate();
  const locale = useDashboardLocale();
  /** A state's name in the dashboard's language (the server's word for one it does not know). */
  const stateName = (value: string) =>
    ENQUIRY_STATES.some((choice) => choice.id === value)
      ? t(`enquiry.states.${value}` as DashboardKey)
      : value;
  const [owners, setOwners] = useState<Owner[]>([]);
  const [replies, setReplies] = useState<Reply[] | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = record?.id;

  const loadReplies = useCallback(() => {
    if (id === undefined) return;
    Promise.resolve()
      .then(() => dataProvider.call<Reply[]>('GET', `contact-messages/${id}/replies`))
      .then(setReplies)
      .catch(() => setReplies([]));
  }, [dataProvider, id]);
  useEffect(loadReplies, [loadReplies]);
  useEffect(() => {
    Promise.resolve()
      .then(() => dataProvider.call<Owner[]>('GET', 'contact-messages/owners'))
      .then(setOwners)
      .catch(() => setOwners([]));
  }, [dataProvider]);

  if (!record) return null;
  const state = record.state ?? 'new';
  // The owner is offered even before the staff list arrives (or once no longer staff).
  const choices =
    record.owner_id && !owners.some((owner) => owner.id === record.owner_id)
      ? [...owners, { id: record.owner_id, name: record.owner_name ?? `#${record.owner_id}` }]
      : owners;

  const handle = async (change: { state?: string; owner_id?: number | null }, done: string) => {
    setBusy(true);
    try {
      await dataProvider.call('POST', `contact-messages/${record.id}/handling`, change);
      notify(done, { type: 'success' });
      refresh();
    } catch (failure) {
      notify((failure as Error).message || t('enquiry.failed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const send = async () => {
    const body = text.trim();
    if (!body) {
      setError(t('enquiry.write_first'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      await dataProvider.call('POST', `contact-messages/${record.id}/replies`, { body });
      notify(t('enquiry.sent_to', { email: record.email ?? t('enquiry.the_enquirer') }), {
        type: 'success',
      });
      setText('');
      refresh();
      loadReplies();
    } catch (failure) {
      setError((failure as Error).message || t('enquiry.send_failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="enquiry-heading" sx={{ mt: 2, maxWidth: 720 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography id="enquiry-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('enquiry.heading')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          select
          size="small"
          label={t('enquiry.state')}
          value={state}
          disabled={busy}
          onChange={(event) =>
            void handle(
              { state: event.target.value },
              t('enquiry.marked', { state: stateName(event.target.value) }),
            )
          }
        >
          {ENQUIRY_STATES.map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              {stateName(String(choice.id))}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('enquiry.owner')}
          value={record.owner_id ?? NOBODY}
          disabled={busy}
          onChange={(event) => {
            const value = event.target.value as number | '';
            const owner = choices.find((person) => person.id === value);
            void handle(
              { owner_id: value === NOBODY ? null : value },
              owner ? t('enquiry.given_to', { name: owner.name }) : t('enquiry.nobody_owns'),
            );
          }}
        >
          <MenuItem value={NOBODY}>
            <em>{t('enquiry.nobody_yet')}</em>
          </MenuItem>
          {choices.map((owner) => (
            <MenuItem key={owner.id} value={owner.id}>
              {owner.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>

      <Typography variant="h6" component="h2" sx={{ mt: 4 }} gutterBottom>
        {t('enquiry.reply')}
      </Typography>
      <TextField
        label={t('enquiry.reply_to', { name: record.name ?? t('enquiry.the_enquirer') })}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError('');
        }}
        multiline
        minRows={4}
        fullWidth
        error={Boolean(error)}
        helperText={
          error || t('enquiry.reply_hint', { email: record.email ?? t('enquiry.the_enquirer') })
        }
        slotProps={{ htmlInput: { maxLength: MAX_REPLY } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button variant="contained" onClick={() => void send()} disabled={busy}>
          {busy ? t('enquiry.sending') : t('enquiry.send')}
        </Button>
      </Box>

      <Typography variant="subtitle2" component="h3" sx={{ mt: 3 }}>
        {t('enquiry.replies')}
      </Typography>
      {replies === null ? (
        <Typography variant="body2" color="text.secondary">
          {t('list.loading')}
        </Typography>
      ) : replies.length === 0 ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('enquiry.no_reply')}
        </Alert>
      ) : (
        <Stack
          component="ol"
          aria-label={t('enquiry.replies')}
          spacing={1.5}
          sx={{ p: 0, m: 0, mt: 1 }}
        >
          {replies.map((reply) => (
            <Box
              component="li"
              key={reply.id}
              sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
            >
              <Box
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 0.5 }}
              >
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {reply.user_name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatMoment(reply.created_at, locale)}
                </Typography>
                {reply.mail_status && (
                  <Chip
                    size="small"
                    variant="outlined"
                    color={reply.mail_status === 'sent' ? 'success' : 'warning'}
                    label={t(MAIL_STATUS[reply.mail_status])}
                  />
                )}
              </Box>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {reply.body}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
};
