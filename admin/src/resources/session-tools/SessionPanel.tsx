import { useCallback, useEffect, useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import EventSeatIcon from '@mui/icons-material/EventSeat';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Alert, Box, Button, Chip, Divider, Typography } from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useDashboardLocale, useDashboardTranslate } from '../../i18n/useDashboardTranslate';
import type { DashboardDataProvider } from '../../dataProvider';
import { downloadFile } from '../../lib/download-file';
import { MoveDialog } from '../booking-tools/MoveDialog';
import { ReasonDialog } from '../booking-tools/ReasonDialog';
import { sessionLabel } from '../booking-tools/sessionChoices';
import { AttendanceList, type Attendee } from './AttendanceList';
import { IssueCertificatesButton } from './IssueCertificatesButton';
import { WaitlistTable, type WaitlistEntry } from './WaitlistTable';

interface SessionRecord {
  id: number;
  course_id: number;
  starts_at: string;
  ends_at: string;
  label?: string;
  status?: string;
  seats_taken?: number;
  booked_count?: number;
}

const isLive = (attendee: Attendee) =>
  attendee.status === undefined || attendee.status === 'booked' || attendee.status === 'attended';

/**
 * Under a session's form, the staff actions of issue 22: cancel it (a reason, required; every
 * booking is cancelled and flagged for a refund), move all its bookings to another date,
 * attendance in one list with one Save, certificates for every attendee in one action; then
 * the waitlist.
 */
export const SessionPanel = () => {
  const record = useRecordContext<SessionRecord>();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const t = useDashboardTranslate();
  const locale = useDashboardLocale();
  const [attendees, setAttendees] = useState<Attendee[] | null>(null);
  const [waitlist, setWaitlist] = useState<WaitlistEntry[] | null>(null);
  const [dialog, setDialog] = useState<'cancel' | 'move' | null>(null);
  const [attendanceDirty, setAttendanceDirty] = useState(false);
  const id = record?.id;

  const load = useCallback(() => {
    if (id === undefined) return;
    Promise.resolve()
      .then(() => dataProvider.call<Attendee[]>('GET', `course-sessions/${id}/attendees`))
      .then(setAttendees)
      .catch(() => setAttendees([]));
    Promise.resolve()
      .then(() => dataProvider.call<WaitlistEntry[]>('GET', `course-sessions/${id}/waitlist`))
      .then(setWaitlist)
      .catch(() => setWaitlist([]));
  }, [dataProvider, id]);
  useEffect(load, [load]);

  if (!record) return null;
  const cancelled = record.status === 'cancelled';
  const live = attendees?.filter(isLive) ?? [];
  const attendedCount = live.filter((attendee) => attendee.attended).length;
  const when = sessionLabel(record, locale);

  const downloadCsv = async () => {
    try {
      await downloadFile(
        `/api/course-sessions/${record.id}/attendees/csv`,
        `session-${record.id}-attendees.csv`,
        (status) => t('download_failed', { status }),
      );
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  const cancel = async (reason: string) => {
    await dataProvider.call('POST', `course-sessions/${record.id}/cancel`, { reason });
    notify(t('session.cancelled_done'), { type: 'success' });
    refresh();
    load();
  };

  return (
    <Box component="section" aria-labelledby="session-people" sx={{ mt: 2, maxWidth: 900 }}>
      <Divider sx={{ mb: 2 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="session-people" variant="h6" component="h2" sx={{ flex: '1 1 100%' }}>
          {t('session.people')}{' '}
          {cancelled && (
            <Chip size="small" color="error" label={t('tools.cancelled')} sx={{ ml: 1 }} />
          )}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          startIcon={<EventSeatIcon />}
          component={RouterLink}
          // Every booking of the session, cancelled ones too, with their refund state.
          to={`../../bookings?filter=${encodeURIComponent(JSON.stringify({ session_id: record.id }))}`}
          relative="path"
        >
          {t('session.all_bookings')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<SwapHorizIcon />}
          onClick={() => setDialog('move')}
          disabled={live.length === 0}
        >
          {t('session.move_all')}
        </Button>
        <IssueCertificatesButton
          sessionId={record.id}
          attendedCount={attendedCount}
          disabledReason={attendanceDirty ? t('session.save_attendance_first') : undefined}
        />
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => void downloadCsv()}
          disabled={!attendees?.length}
        >
          {t('session.download_csv')}
        </Button>
        <Button
          size="small"
          color="error"
          variant="outlined"
          onClick={() => setDialog('cancel')}
          disabled={cancelled}
        >
          {t('session.cancel')}
        </Button>
      </Box>
      {cancelled && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('session.is_cancelled')}
        </Alert>
      )}
      {cancelled && attendees?.length === 0 ? null : attendees === null ? (
        <Typography variant="body2" color="text.secondary">
          {t('list.loading')}
        </Typography>
      ) : (
        <AttendanceList
          sessionId={record.id}
          attendees={attendees}
          onSaved={load}
          onDirtyChange={setAttendanceDirty}
        />
      )}
      <WaitlistTable waitlist={waitlist} />
      <ReasonDialog
        open={dialog === 'cancel'}
        onClose={() => setDialog(null)}
        title={t('session.cancel_title')}
        text={t('session.cancel_text', { when, count: live.length })}
        confirm={t('session.cancel')}
        keep={t('session.keep')}
        onConfirm={cancel}
      />
      <MoveDialog
        open={dialog === 'move'}
        onClose={() => setDialog(null)}
        title={t('session.move_title', { smart_count: live.length })}
        intro={t('session.move_intro', { when })}
        courseId={record.course_id}
        fromSessionId={record.id}
        path={`course-sessions/${record.id}/move`}
        onMoved={(target) => {
          notify(t('session.moved', { session: sessionLabel(target, locale) }), {
            type: 'success',
          });
          refresh();
          load();
        }}
      />
    </Box>
  );
};
