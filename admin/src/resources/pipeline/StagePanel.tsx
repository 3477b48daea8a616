import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  Divider,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  MenuItem,
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
import { isStage, NOTIFIABLE, STAGES, type Stage } from './stages';

interface StageChange {
  id: number;
  from_stage: string | null;
  to_stage: string;
  note: string | null;
  notified: boolean;
  user_name: string | null;
  created_at: string;
}

/**
 * On an application's detail screen: its stage, "Move to…" with a note and (for interview or
 * rejected) a mail to the applicant, and the dated history of its moves.
 */
export const StagePanel = () => {
  const record = useRecordContext<{ id: number; stage?: string; email?: string }>();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const t = useDashboardTranslate();
  const locale = useDashboardLocale();
  /** A stage's name in the dashboard's language (the server's word for one it does not know). */
  const label = (stage: string | null) =>
    isStage(stage) ? t(`overview.stage.${stage}` as DashboardKey) : (stage ?? '');
  const [target, setTarget] = useState<Stage | ''>('');
  const [note, setNote] = useState('');
  const [mail, setMail] = useState(false);
  const [saving, setSaving] = useState(false);
  const [history, setHistory] = useState<StageChange[] | null>(null);
  const id = record?.id;

  const loadHistory = useCallback(() => {
    if (id === undefined) return;
    Promise.resolve()
      .then(() => dataProvider.call<StageChange[]>('GET', `job-requests/${id}/stages`))
      .then(setHistory)
      .catch(() => setHistory([]));
  }, [dataProvider, id]);
  useEffect(loadHistory, [loadHistory]);

  if (!record) return null;
  const current = isStage(record.stage) ? record.stage : 'new';
  // The arrow points the way the line reads: from the earlier stage to the later one.
  const arrow = locale === 'ar' ? '←' : '→';
  const canMail = target !== '' && NOTIFIABLE.includes(target);

  const move = async () => {
    if (!target) return;
    setSaving(true);
    try {
      await dataProvider.call('POST', `job-requests/${record.id}/stage`, {
        stage: target,
        note: note.trim() || undefined,
        notify: canMail && mail,
      });
      notify(
        t(canMail && mail ? 'pipeline.moved_mailed' : 'pipeline.moved', { stage: label(target) }),
        {
          type: 'success',
        },
      );
      setTarget('');
      setNote('');
      setMail(false);
      refresh();
      loadHistory();
    } catch (error) {
      notify((error as Error).message || t('pipeline.failed'), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="pipeline-heading" sx={{ mt: 2, maxWidth: 640 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography id="pipeline-heading" variant="h6" component="h2" gutterBottom>
        {t('pipeline.heading')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('pipeline.stage')} <Chip size="small" color="primary" label={label(current)} />
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' } }}>
        <TextField
          select
          size="small"
          label={t('pipeline.move_to')}
          value={target}
          onChange={(event) => {
            setTarget(event.target.value as Stage);
            setMail(false);
          }}
        >
          {STAGES.filter((stage) => stage !== current).map((stage) => (
            <MenuItem key={stage} value={stage}>
              {label(stage)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('pipeline.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={1}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mt: 1 }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={canMail && mail}
              disabled={!canMail}
              onChange={(event) => setMail(event.target.checked)}
            />
          }
          label={
            canMail
              ? record.email
                ? t('pipeline.tell_to', { email: record.email })
                : t('pipeline.tell')
              : t('pipeline.tell_only')
          }
        />
        <Button variant="contained" onClick={() => void move()} disabled={!target || saving}>
          {saving ? t('pipeline.moving') : t('pipeline.move')}
        </Button>
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 3 }}>
        {t('pipeline.history')}
      </Typography>
      {history === null ? (
        <Typography variant="body2" color="text.secondary">
          {t('list.loading')}
        </Typography>
      ) : history.length === 0 ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('pipeline.not_moved')}
        </Alert>
      ) : (
        <List dense aria-label={t('pipeline.history_label')}>
          {history.map((change) => (
            <ListItem key={change.id} disableGutters divider>
              <ListItemText
                primary={`${label(change.from_stage)} ${arrow} ${label(change.to_stage)}${
                  change.notified ? ` · ${t('pipeline.mailed')}` : ''
                }`}
                secondary={[
                  formatMoment(change.created_at, locale),
                  change.user_name ? t('pipeline.by', { name: change.user_name }) : '',
                  change.note ?? '',
                ]
                  .filter(Boolean)
                  .join(' — ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
};
