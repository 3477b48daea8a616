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
import { formatMoment } from '../../lib/format-date';
import { ENQUIRY_STATES, stateLabel } from './states';

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

const MAIL_STATUS: Record<string, string> = {
  sent: 'Mail sent',
  pending: 'Mail waiting to be sent',
};

/**
 * On an enquiry's screen (issue 26 item 15): its state and owner, changed at once, a reply
 * mailed to the enquirer through the outbox (which marks it answered), and the replies sent.
 */
export const EnquiryPanel = () => {
  const record = useRecordContext<Enquiry>();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
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
      notify((failure as Error).message || 'The change could not be saved', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const send = async () => {
    const body = text.trim();
    if (!body) {
      setError('Write the reply first');
      return;
    }
    setBusy(true);
    setError('');
    try {
      await dataProvider.call('POST', `contact-messages/${record.id}/replies`, { body });
      notify(`Reply sent to ${record.email ?? 'the enquirer'}`, { type: 'success' });
      setText('');
      refresh();
      loadReplies();
    } catch (failure) {
      setError((failure as Error).message || 'The reply could not be sent');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="enquiry-heading" sx={{ mt: 2, maxWidth: 720 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography id="enquiry-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
        Handling
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          select
          size="small"
          label="State"
          value={state}
          disabled={busy}
          onChange={(event) =>
            void handle({ state: event.target.value }, `Marked ${stateLabel(event.target.value)}`)
          }
        >
          {ENQUIRY_STATES.map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              {choice.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Owner"
          value={record.owner_id ?? NOBODY}
          disabled={busy}
          onChange={(event) => {
            const value = event.target.value as number | '';
            const owner = choices.find((person) => person.id === value);
            void handle(
              { owner_id: value === NOBODY ? null : value },
              owner ? `Given to ${owner.name}` : 'Nobody owns it now',
            );
          }}
        >
          <MenuItem value={NOBODY}>
            <em>Nobody yet</em>
          </MenuItem>
          {choices.map((owner) => (
            <MenuItem key={owner.id} value={owner.id}>
              {owner.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>

      <Typography variant="h6" component="h2" sx={{ mt: 4 }} gutterBottom>
        Reply
      </Typography>
      <TextField
        label={`Reply to ${record.name ?? 'the enquirer'}`}
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
          error ||
          `Mailed to ${record.email ?? 'the enquirer'} in the company's layout; sending marks the enquiry answered.`
        }
        slotProps={{ htmlInput: { maxLength: MAX_REPLY } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button variant="contained" onClick={() => void send()} disabled={busy}>
          {busy ? 'Sending…' : 'Send reply'}
        </Button>
      </Box>

      <Typography variant="subtitle2" component="h3" sx={{ mt: 3 }}>
        Replies sent
      </Typography>
      {replies === null ? (
        <Typography variant="body2" color="text.secondary">
          Loading...
        </Typography>
      ) : replies.length === 0 ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          No reply yet.
        </Alert>
      ) : (
        <Stack component="ol" aria-label="Replies sent" spacing={1.5} sx={{ p: 0, m: 0, mt: 1 }}>
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
                  {formatMoment(reply.created_at)}
                </Typography>
                {reply.mail_status && (
                  <Chip
                    size="small"
                    variant="outlined"
                    color={reply.mail_status === 'sent' ? 'success' : 'warning'}
                    label={MAIL_STATUS[reply.mail_status]}
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
