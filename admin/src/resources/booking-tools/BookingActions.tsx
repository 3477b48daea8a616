import { useState } from 'react';
import CancelIcon from '@mui/icons-material/EventBusy';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Box, Button, IconButton, Tooltip } from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { DashboardDataProvider } from '../../dataProvider';
import { MoveDialog } from './MoveDialog';
import { ReasonDialog } from './ReasonDialog';
import { sessionLabel, type SessionRow } from './sessionChoices';

/** A row of GET /api/bookings (the fields these actions read). */
interface BookingRecord {
  id: number;
  status: string;
  user?: { name?: string };
  course?: { id: number; name?: string };
  session?:
    (Pick<SessionRow, 'id' | 'starts_at' | 'ends_at' | 'label'> & { status?: string }) | null;
}

/** Only a live booking can be moved or cancelled; a move needs a dated session to leave. */
const canMove = (booking: BookingRecord) => booking.status === 'booked' && Boolean(booking.session);
const canCancel = (booking: BookingRecord) => booking.status === 'booked';

/**
 * Move and Cancel of one booking (issue 22), as icon buttons in the list's row or as buttons
 * on its screen. Both are audited by the server; the buyer is told by mail.
 */
const useBookingActions = () => {
  const record = useRecordContext<BookingRecord>();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [dialog, setDialog] = useState<'move' | 'cancel' | null>(null);
  if (!record) return null;
  const buyer = record.user?.name ?? 'the buyer';
  const dialogs = (
    <>
      <MoveDialog
        open={dialog === 'move'}
        onClose={() => setDialog(null)}
        title="Move this booking"
        keep="Keep it here"
        intro={`${buyer}'s seat on ${record.session ? sessionLabel(record.session) : 'this course'} moves to the session you choose; they get a mail with the new date and calendar file.`}
        courseId={record.course?.id}
        fromSessionId={record.session?.id}
        path={`bookings/${record.id}/move`}
        onMoved={(target) => {
          notify(`Booking moved to ${sessionLabel(target)}`, { type: 'success' });
          refresh();
        }}
      />
      <ReasonDialog
        open={dialog === 'cancel'}
        onClose={() => setDialog(null)}
        title="Cancel this booking?"
        text={`${buyer}'s booking is cancelled, the seat freed and the payment flagged "Refund due" (refund it from the Payments list). They get a mail with your reason.`}
        confirm="Cancel booking"
        keep="Keep it"
        onConfirm={async (reason) => {
          await dataProvider.call('POST', `bookings/${record.id}/cancel`, { reason });
          notify('Booking cancelled: refund due', { type: 'success' });
          refresh();
        }}
      />
    </>
  );
  return { record, dialogs, open: setDialog };
};

/** In the list's row: icons, so the row stays one line on a phone. */
export const BookingRowActions = () => {
  const actions = useBookingActions();
  if (!actions) return null;
  const { record, dialogs, open } = actions;
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex' }}
      onClick={(event) => event.stopPropagation()}
    >
      {canMove(record) && (
        <Tooltip title="Move to another session">
          <IconButton size="small" aria-label="Move" onClick={() => open('move')}>
            <SwapHorizIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {canCancel(record) && (
        <Tooltip title="Cancel booking">
          <IconButton
            size="small"
            aria-label="Cancel booking"
            color="error"
            onClick={() => open('cancel')}
          >
            <CancelIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {dialogs}
    </Box>
  );
};

/** On the booking's screen: the same actions as labelled buttons. */
export const BookingActions = () => {
  const actions = useBookingActions();
  if (!actions) return null;
  const { record, dialogs, open } = actions;
  if (!canMove(record) && !canCancel(record)) return dialogs;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
      {canMove(record) && (
        <Button variant="outlined" startIcon={<SwapHorizIcon />} onClick={() => open('move')}>
          Move to another session
        </Button>
      )}
      {canCancel(record) && (
        <Button
          variant="outlined"
          color="error"
          startIcon={<CancelIcon />}
          onClick={() => open('cancel')}
        >
          Cancel booking
        </Button>
      )}
      {dialogs}
    </Box>
  );
};
