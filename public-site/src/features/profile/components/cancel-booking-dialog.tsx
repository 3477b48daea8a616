import { useState } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { cancelBooking } from '@/features/profile/api/cancel-booking';
import { type BookingView } from '@/features/profile/api/get-my-sessions';
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
  const paid = booking.amount_cents ?? 0;
  const back = Math.max(0, paid - booking.refunded_cents);

  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const cancelled = await cancelBooking(booking.purchase_id);
      await onCancelled(cancelled);
    } catch (error) {
      setProblem(
        error instanceof Error && error.message
          ? error.message
          : 'The booking could not be cancelled.',
      );
      setBusy(false);
    }
  };

  return (
    <Modal
      title="Cancel this booking?"
      eyebrow={booking.course.name}
      onClose={busy ? () => undefined : onClose}
      footer={
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Keep my booking
          </Button>
          <Button className={styles.danger} onClick={() => void confirm()} disabled={busy}>
            {busy ? 'Cancelling…' : 'Cancel booking'}
          </Button>
        </div>
      }
    >
      <div className={styles.dialogBody}>
        <p>
          {booking.session ? (
            <>
              Your seat on <strong>{sessionLabel(booking.session)}</strong> at{' '}
              {booking.session.location} is freed for someone else (the first person on its
              waitlist, if any).
            </>
          ) : (
            'Your seat on this course is given up.'
          )}
        </p>
        {back > 0 ? (
          <p>
            The {formatEgpCents(back)} you paid is refunded to your card in full. We email you when
            the refund is done.
          </p>
        ) : null}
        <p>This cannot be undone; you can book another date afterwards.</p>
        {problem ? <ErrorAlert>{problem}</ErrorAlert> : null}
      </div>
    </Modal>
  );
}
