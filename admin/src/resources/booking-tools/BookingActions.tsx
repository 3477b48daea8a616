import { useState } from 'react';
import CancelIcon from '@mui/icons-material/EventBusy';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Box, Button, IconButton, Tooltip } from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { DashboardDataProvider } from '../../dataProvider';
import { useDashboardLocale, useDashboardTranslate } from '../../i18n/useDashboardTranslate';
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
  const t = useDashboardTranslate();
  const locale = useDashboardLocale();
  if (!record) return null;
  const buyer = record.user?.name ?? t('tools.the_buyer');
  const dialogs = (
    <>
      <MoveDialog
        open={dialog === 'move'}
        onClose={() => setDialog(null)}
        title={t('tools.move_booking_title')}
        keep={t('tools.move_booking_keep')}
        intro={t('tools.move_booking_intro', {
          buyer,
          session: record.session ? sessionLabel(record.session, locale) : t('tools.this_course'),
        })}
        courseId={record.course?.id}
        fromSessionId={record.session?.id}
        path={`bookings/${record.id}/move`}
        onMoved={(target) => {
          notify(t('tools.booking_moved', { session: sessionLabel(target, locale) }), {
            type: 'success',
          });
          refresh();
        }}
      />
      <ReasonDialog
        open={dialog === 'cancel'}
        onClose={() => setDialog(null)}
        title={t('tools.cancel_booking_title')}
        text={t('tools.cancel_booking_text', { buyer })}
        confirm={t('tools.cancel_booking')}
        keep={t('tools.cancel_booking_keep')}
        onConfirm={async (reason) => {
          await dataProvider.call('POST', `bookings/${record.id}/cancel`, { reason });
          notify(t('tools.booking_cancelled'), { type: 'success' });
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
  const t = useDashboardTranslate();
  if (!actions) return null;
  const { record, dialogs, open } = actions;
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex' }}
      onClick={(event) => event.stopPropagation()}
    >
      {canMove(record) && (
        <Tooltip title={t('tools.move_to_session')}>
          <IconButton size="small" aria-label={t('tools.move')} onClick={() => open('move')}>
            <SwapHorizIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {canCancel(record) && (
        <Tooltip title={t('tools.cancel_booking')}>
          <IconButton
            size="small"
            aria-label={t('tools.cancel_booking')}
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
  const t = useDashboardTranslate();
  if (!actions) return null;
  const { record, dialogs, open } = actions;
  if (!canMove(record) && !canCancel(record)) return dialogs;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
      {canMove(record) && (
        <Button variant="outlined" startIcon={<SwapHorizIcon />} onClick={() => open('move')}>
          {t('tools.move_to_session')}
        </Button>
      )}
      {canCancel(record) && (
        <Button
          variant="outlined"
          color="error"
          startIcon={<CancelIcon />}
          onClick={() => open('cancel')}
        >
          {t('tools.cancel_booking')}
        </Button>
      )}
      {dialogs}
    </Box>
  );
};
