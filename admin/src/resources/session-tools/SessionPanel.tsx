import { useCallback, useEffect, useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { DashboardDataProvider } from '../../dataProvider';
import { downloadFile } from '../../lib/download-file';
import { formatMoment } from '../../lib/format-date';

interface Attendee {
  purchase_id: number;
  name: string;
  email: string;
  phone: string | null;
  attended: boolean;
  booked_at: string;
}

interface WaitlistEntry {
  id: number;
  position: number | null;
  name: string;
  email: string;
  status: string;
  offer_expires_at: string | null;
}

/**
 * Under a session's form (issue 13, item 1): who is booked, with attendance marks and a CSV of
 * them; the waitlist in its order; and cancelling the session (everyone booked or waiting is
 * told by mail).
 */
export const SessionPanel = () => {
  const record = useRecordContext<{ id: number; status?: string; seats_taken?: number }>();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [attendees, setAttendees] = useState<Attendee[] | null>(null);
  const [waitlist, setWaitlist] = useState<WaitlistEntry[] | null>(null);
  const [confirming, setConfirming] = useState(false);
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

  const mark = async (attendee: Attendee, attended: boolean) => {
    const set = (value: boolean) =>
      setAttendees(
        (rows) =>
          rows?.map((row) =>
            row.purchase_id === attendee.purchase_id ? { ...row, attended: value } : row,
          ) ?? null,
      );
    // Ticked at once; put back if the server refuses.
    set(attended);
    try {
      await dataProvider.call('PUT', `course-sessions/${record.id}/attendance`, {
        purchase_ids: [attendee.purchase_id],
        attended,
      });
    } catch (error) {
      set(!attended);
      notify((error as Error).message || 'Attendance could not be saved', { type: 'error' });
    }
  };

  const downloadCsv = async () => {
    try {
      await downloadFile(
        `/api/course-sessions/${record.id}/attendees/csv`,
        `session-${record.id}-attendees.csv`,
      );
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  const cancel = async () => {
    setConfirming(false);
    try {
      await dataProvider.call('POST', `course-sessions/${record.id}/cancel`);
      notify('Session cancelled — everyone booked or waiting will be told by mail', {
        type: 'success',
      });
      refresh();
      load();
    } catch (error) {
      notify((error as Error).message || 'The session could not be cancelled', { type: 'error' });
    }
  };

  return (
    <Box component="section" aria-labelledby="session-people" sx={{ mt: 2, maxWidth: 900 }}>
      <Divider sx={{ mb: 2 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="session-people" variant="h6" component="h2" sx={{ flex: 1 }}>
          Attendees{' '}
          {cancelled && <Chip size="small" color="error" label="Cancelled" sx={{ ml: 1 }} />}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => void downloadCsv()}
          disabled={!attendees?.length}
        >
          Download CSV
        </Button>
        <Button
          size="small"
          color="error"
          variant="outlined"
          onClick={() => setConfirming(true)}
          disabled={cancelled}
        >
          Cancel session
        </Button>
      </Box>
      {attendees === null ? (
        <Typography variant="body2" color="text.secondary">
          Loading...
        </Typography>
      ) : attendees.length === 0 ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          Nobody has booked this session yet.
        </Alert>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Attendees">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Phone</TableCell>
                <TableCell>Booked</TableCell>
                <TableCell align="center">Attended</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {attendees.map((attendee) => (
                <TableRow key={attendee.purchase_id}>
                  <TableCell>{attendee.name}</TableCell>
                  <TableCell>{attendee.email}</TableCell>
                  <TableCell>{attendee.phone ?? '—'}</TableCell>
                  <TableCell>{formatMoment(attendee.booked_at)}</TableCell>
                  <TableCell align="center">
                    <Checkbox
                      checked={attendee.attended}
                      onChange={(event) => void mark(attendee, event.target.checked)}
                      slotProps={{ input: { 'aria-label': `${attendee.name} attended` } }}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        Waitlist
      </Typography>
      {waitlist === null ? (
        <Typography variant="body2" color="text.secondary">
          Loading...
        </Typography>
      ) : waitlist.length === 0 ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          Nobody is waiting for a seat.
        </Alert>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Waitlist">
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                <TableCell>Name</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Offer expires</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {waitlist.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell>{entry.position ?? '—'}</TableCell>
                  <TableCell>{entry.name}</TableCell>
                  <TableCell>{entry.email}</TableCell>
                  <TableCell>{entry.status}</TableCell>
                  <TableCell>
                    {entry.offer_expires_at ? formatMoment(entry.offer_expires_at) : '—'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>Cancel this session?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {`Everyone booked (${record.seats_taken ?? attendees?.length ?? 0}) and everyone on the waitlist gets a mail saying the session is cancelled. This cannot be undone.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Keep the session</Button>
          <Button color="error" variant="contained" onClick={() => void cancel()}>
            Cancel session
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
