import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import type { DashboardDataProvider } from '../../dataProvider';
import { useDashboardLocale, useDashboardTranslate } from '../../i18n/useDashboardTranslate';
import { formatDateTime } from '../../lib/format-date';

export interface Attendee {
  purchase_id: number;
  name: string;
  email: string;
  phone: string | null;
  attended: boolean;
  booked_at: string;
  /** The booking's state (issue 22); absent from older servers, where every row is live. */
  status?: string;
}

/** Only a live booking (booked or attended) can be marked; a cancelled one is shown, greyed. */
const isLive = (attendee: Attendee) =>
  attendee.status === undefined || attendee.status === 'booked' || attendee.status === 'attended';

const attendedIds = (attendees: readonly Attendee[]) =>
  new Set(attendees.filter((row) => isLive(row) && row.attended).map((row) => row.purchase_id));

const sameSet = (a: ReadonlySet<number>, b: ReadonlySet<number>) =>
  a.size === b.size && [...a].every((id) => b.has(id));

export interface AttendanceListProps {
  sessionId: number;
  attendees: Attendee[];
  /** After a save: the list is read again (and the certificates' button learns of it). */
  onSaved: () => void;
  /** Whether the ticks differ from what the server holds (certificates wait for a save). */
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * Attendance in one screen (issue 22): every booking of the session as a checkbox, one Save
 * for all (`PUT /course-sessions/:id/attendance {attended: [purchase ids]}`), so a trainer's
 * sheet is typed in once rather than saved row by row.
 */
export const AttendanceList = ({
  sessionId,
  attendees,
  onSaved,
  onDirtyChange,
}: AttendanceListProps) => {
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const notify = useNotify();
  const t = useDashboardTranslate();
  const locale = useDashboardLocale();
  const saved = useMemo(() => attendedIds(attendees), [attendees]);
  const [ticked, setTicked] = useState<Set<number>>(saved);
  const [saving, setSaving] = useState(false);
  useEffect(() => setTicked(new Set(saved)), [saved]);
  const dirty = !sameSet(ticked, saved);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const live = attendees.filter(isLive);

  const toggle = (id: number) =>
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const save = async () => {
    setSaving(true);
    try {
      await dataProvider.call('PUT', `course-sessions/${sessionId}/attendance`, {
        attended: [...ticked],
      });
      notify(t('attendance.saved', { count: ticked.size, total: live.length }), {
        type: 'success',
      });
      onSaved();
    } catch (error) {
      notify((error as Error).message || t('attendance.failed'), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  if (attendees.length === 0) {
    return (
      <Alert severity="info" sx={{ mt: 1 }}>
        {t('attendance.nobody')}
      </Alert>
    );
  }
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', my: 1 }}>
        <Button size="small" onClick={() => setTicked(new Set(live.map((row) => row.purchase_id)))}>
          {t('attendance.tick_all')}
        </Button>
        <Button size="small" onClick={() => setTicked(new Set())}>
          {t('attendance.clear')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {t('attendance.count', { count: ticked.size, total: live.length })}
        </Typography>
      </Box>
      <List
        dense
        aria-label={t('attendance.label')}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {attendees.map((attendee) => {
          const labelId = `attendee-${attendee.purchase_id}`;
          const markable = isLive(attendee);
          return (
            <ListItem
              key={attendee.purchase_id}
              disablePadding
              divider
              // The list's own border closes the last row.
              sx={{ '&:last-of-type': { borderBottom: 0 } }}
            >
              <ListItemButton
                onClick={() => markable && toggle(attendee.purchase_id)}
                disabled={!markable}
                sx={{ py: 0.5 }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <Checkbox
                    edge="start"
                    checked={ticked.has(attendee.purchase_id)}
                    tabIndex={-1}
                    disableRipple
                    slotProps={{ input: { 'aria-labelledby': labelId } }}
                  />
                </ListItemIcon>
                <ListItemText
                  id={labelId}
                  primary={attendee.name}
                  secondary={[
                    attendee.email,
                    attendee.phone,
                    t('attendance.booked', { when: formatDateTime(attendee.booked_at, locale) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
                {!markable && <Chip size="small" label={t('tools.cancelled')} sx={{ ml: 1 }} />}
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 1.5, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => void save()} disabled={!dirty || saving}>
          {t('attendance.save')}
        </Button>
        {dirty && (
          <Typography variant="body2" color="warning.main" role="status">
            {t('attendance.unsaved')}
          </Typography>
        )}
      </Box>
    </Box>
  );
};
