import { useState } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { profileWords } from '@/content/profile-words';
import { cancelBooking } from '@/features/profile/api/cancel-booking';
import { type BookingView } from '@/features/profile/api/get-my-sessions';
import { courseNameOf } from '@/features/profile/components/booking-card';
import { useContent } from '@/i18n/content';
import { useLocale, useT } from '@/i18n/locale-context';
import { LocalText } from '@/i18n/local-text';
import { fill } from '@/i18n/text';
import { ApiError } from '@/lib/api-client';
import { formatEgpCents } from '@/lib/format-egp';
import { sessionLabel } from '@/lib/session-labels';
import styles from '@/features/profile/components/booking-card.module.css';

export interface CancelBookingDialogProps {
  booking: BookingView;
  onClose: () => void;
  /** Called with the cancelled booking once the server has cancelled it. */
  onCancelled: (booking: BookingView) => void | Promise<void>;
}

/** "Cancel this booking?": what is given up and what comes back, before anything is sent. */
export function CancelBookingDialog({ booking, onClose, onCancelled }: CancelBookingDialogProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const w = useContent(profileWords).cancelDialog;
  const locale = useLocale();
  const dictionary = useT();
  const name = courseNameOf(booking.course, locale);
  const paid = booking.amount_cents ?? 0;
  const back = Math.max(0, paid - booking.refunded_cents);

  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const cancelled = await cancelBooking(booking.purchase_id);
      await onCancelled(cancelled);
    } catch (error) {
      // The server's 422/409 sentence says why; on Arabic pages other failures are said here.
      const own = locale === 'en' || (error instanceof ApiError && error.status < 500);
      setProblem(error instanceof Error && error.message && own ? error.message : w.failed);
      setBusy(false);
    }
  };

  return (
    <Modal
      title={w.title}
      eyebrow={<LocalText {...name} />}
      onClose={busy ? () => undefined : onClose}
      footer={
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {w.keep}
          </Button>
          <Button className={styles.danger} onClick={() => void confirm()} disabled={busy}>
            {busy ? w.cancelling : w.confirm}
          </Button>
        </div>
      }
    >
      <div className={styles.dialogBody}>
        <p>
          {booking.session ? (
            <>
              {w.seatBefore}
              <strong>{sessionLabel(booking.session, { locale, dictionary })}</strong>
              {fill(w.seatMiddle, { place: booking.session.location })}
            </>
          ) : (
            w.seatGivenUp
          )}
        </p>
        {back > 0 ? <p>{fill(w.refund, { amount: formatEgpCents(back, locale) })}</p> : null}
        <p>{w.final}</p>
        {problem ? <ErrorAlert>{problem}</ErrorAlert> : null}
      </div>
    </Modal>
  );
}
