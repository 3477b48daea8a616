import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useDataProvider } from 'react-admin';
import type { DashboardDataProvider } from '../../dataProvider';
import { useDashboardLocale, useDashboardTranslate } from '../../i18n/useDashboardTranslate';
import { moveTargets, seatsText, sessionLabel, type SessionRow } from './sessionChoices';

export interface MoveDialogProps {
  open: boolean;
  onClose: () => void;
  /** 'Move 3 bookings' / 'Move this booking'. */
  title: string;
  /** Who is moved, in a sentence ('Everyone booked on Wed 10 Feb 2027 …'). */
  intro: string;
  courseId: number | undefined;
  /** The session they leave (not offered). */
  fromSessionId: number | null | undefined;
  /** `POST /api/<path> {to_session_id}`. */
  path: string;
  /** After the server moved them; the answer's message is the notification. */
  onMoved: (target: SessionRow) => void;
  /** The button that leaves them where they are ('Keep them here'). */
  keep?: string;
}

/**
 * Move bookings to another session of the same course (issue 22): a choice among the course's
 * other upcoming sessions with seats left. The server checks the seats again under its lock
 * and answers 409 ("The new session has only N seats left"), which is shown here as it says it.
 */
export const MoveDialog = ({
  open,
  onClose,
  title,
  intro,
  courseId,
  fromSessionId,
  path,
  onMoved,
  keep,
}: MoveDialogProps) => {
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const t = useDashboardTranslate();
  const locale = useDashboardLocale();
  const [targets, setTargets] = useState<SessionRow[] | null>(null);
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open || courseId === undefined) return;
    let live = true;
    setTargets(null);
    setChosen('');
    setError(undefined);
    Promise.resolve()
      .then(() => dataProvider.call<SessionRow[]>('GET', `course-sessions?course_id=${courseId}`))
      .then((rows) => live && setTargets(moveTargets(rows, fromSessionId)))
      .catch((cause: Error) => {
        if (!live) return;
        setTargets([]);
        setError(cause.message || t('tools.sessions_failed'));
      });
    return () => {
      live = false;
    };
  }, [open, courseId, fromSessionId, dataProvider, t]);

  const move = async () => {
    const target = targets?.find((session) => String(session.id) === chosen);
    if (!target) return;
    setSaving(true);
    setError(undefined);
    try {
      await dataProvider.call('POST', path, { to_session_id: target.id });
      onMoved(target);
      onClose();
    } catch (cause) {
      setError((cause as Error).message || t('tools.move_failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="move-title">
      <DialogTitle id="move-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{intro}</DialogContentText>
        {targets === null ? (
          <Typography color="text.secondary">{t('tools.loading_sessions')}</Typography>
        ) : targets.length === 0 ? (
          <Alert severity="info">{t('tools.no_other_session')}</Alert>
        ) : (
          <RadioGroup
            aria-label={t('tools.move_to')}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            {targets.map((session) => (
              <FormControlLabel
                key={session.id}
                value={String(session.id)}
                control={<Radio />}
                label={
                  <span>
                    {sessionLabel(session, locale)}
                    <Typography component="span" variant="body2" color="text.secondary">
                      {` · ${[session.location, seatsText(session.seats_left, t)].filter(Boolean).join(' · ')}`}
                    </Typography>
                  </span>
                }
                sx={{ alignItems: 'flex-start', my: 0.5, '& .MuiRadio-root': { pt: 0.25 } }}
              />
            ))}
          </RadioGroup>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{keep ?? t('tools.keep_them')}</Button>
        <Button variant="contained" onClick={() => void move()} disabled={!chosen || saving}>
          {t('tools.move')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
