import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AlertCircleIcon, CheckCircleIcon, ClockIcon } from '@/components/icons/commerce-icons';
import { Button, buttonClassName } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  type PaymentOrderState,
  type PaymentSession,
  type RefundStatus,
} from '@/features/payment/api/get-payment-order';
import { formatEgpCents } from '@/lib/format-egp';
import { sessionDateLabel, sessionTimeLabel } from '@/lib/session-labels';
import styles from '@/features/payment/components/payment-result.module.css';

/** What was bought, as far as it is known (issue 15 item 6: the booking trail). */
export interface BookingFacts {
  reference: string;
  courseName?: string;
  /** The dated session paid for (issue 22); its date, times, place and language are shown. */
  session?: PaymentSession | null;
  /** The course's free-text `time` and `location`: shown only for a course without dates. */
  time?: string;
  location?: string;
}

export interface PaymentResultProps {
  /** Null when the address carries no order reference. */
  state: PaymentOrderState | null;
  /** The course's name, once known. */
  courseName?: string;
  booking?: BookingFacts;
  /**
   * Set when the visitor has no session (signed out, another browser): the page shows the
   * public outcome and offers to sign in instead of the profile.
   */
  signInHref?: string;
}

type Tone = 'success' | 'danger' | 'waiting' | 'neutral';

function Facts({ booking }: { booking: BookingFacts }) {
  const { session } = booking;
  const rows: [string, string][] = [
    ['Order reference', booking.reference],
    ['Course', booking.courseName ?? '…'],
    ...(session
      ? ([
          ['Date', sessionDateLabel(session)],
          ['Time', `${sessionTimeLabel(session)} (Cairo time)`],
          ['Place', session.location],
          ['Language', session.language],
        ] as [string, string][])
      : ([
          ['Date', booking.time?.trim() || 'To be announced'],
          ['Place', booking.location?.trim() || 'To be announced'],
        ] as [string, string][])),
  ];
  return (
    <dl className={styles.facts} aria-label="Your booking">
      {rows.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Panel({
  tone,
  title,
  children,
  actions,
  booking,
}: {
  tone: Tone;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  booking?: BookingFacts;
}) {
  const icon =
    tone === 'success' ? (
      <CheckCircleIcon size={40} />
    ) : tone === 'waiting' ? (
      <ClockIcon size={40} />
    ) : (
      <AlertCircleIcon size={40} />
    );
  return (
    <div className="container">
      <section className={`${styles.panel} ${styles[tone]}`} aria-labelledby="payment-result-title">
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
        <h1 id="payment-result-title" className={styles.title}>
          {title}
        </h1>
        <div className={styles.message} role="status">
          {children}
        </div>
        {booking && <Facts booking={booking} />}
        {actions && <div className={styles.actions}>{actions}</div>}
      </section>
    </div>
  );
}

/** How a paid order's money is on its way back, when it is (issue 22). */
function refundState(status: RefundStatus | undefined): { title: string; text: string } | null {
  switch (status) {
    case 'due':
    case 'requested':
      return {
        title: 'Refund under way',
        text: 'This payment is being refunded to your card: it is not, or no longer, paying for a booking (a second payment for the course, a replaced checkout or a cancelled booking). We email you when it is done.',
      };
    case 'partially_refunded':
      return {
        title: 'Payment partly refunded',
        text: 'Part of this payment has been refunded to your card. Your bookings and refunds are in your profile.',
      };
    case 'refunded':
      return {
        title: 'Payment refunded',
        text: 'This payment has been refunded to your card. Your bookings and refunds are in your profile.',
      };
    default:
      return null;
  }
}

/** What happened to the payment (spec §4 Checkout; issue 4: paid, declined or still pending). */
export function PaymentResult({ state, courseName, booking, signInHref }: PaymentResultProps) {
  const coursesLink = (
    <Link to="/courses" className={buttonClassName({ variant: 'secondary' })}>
      Browse courses
    </Link>
  );

  if (!state) {
    return (
      <Panel tone="neutral" title="No payment to show" actions={coursesLink}>
        <p>This page shows the result of a course payment. Open it from the payment page.</p>
      </Panel>
    );
  }

  const { order, error, gaveUp, checkAgain } = state;
  const name = courseName ?? booking?.courseName ?? 'your course';
  const signedOut = signInHref !== undefined;
  // Where to find the booking afterwards: the profile, or signing in to reach it.
  const accountLink = signedOut ? (
    <Link to={signInHref} className={buttonClassName()}>
      Sign in to see your booking
    </Link>
  ) : (
    <Link to="/profile" className={buttonClassName()}>
      Go to your profile
    </Link>
  );

  if (!order && error) {
    const unknown = error.status === 404 || error.status === 403;
    return (
      <Panel
        tone="neutral"
        title={unknown ? 'Payment not found' : 'Payment status unavailable'}
        actions={
          unknown ? (
            signedOut ? (
              coursesLink
            ) : (
              <Link to="/profile" className={buttonClassName({ variant: 'secondary' })}>
                Go to your profile
              </Link>
            )
          ) : (
            <Button variant="secondary" onClick={checkAgain}>
              Check again
            </Button>
          )
        }
      >
        <p>
          {!unknown
            ? 'The payment status could not be loaded right now.'
            : signedOut
              ? 'No payment has this order reference.'
              : 'We could not find this payment on your account.'}
        </p>
      </Panel>
    );
  }

  if (!order) {
    return (
      <Panel tone="waiting" title="Checking your payment">
        <Spinner label="Checking your payment" />
      </Panel>
    );
  }

  const courseHref = `/courses/${order.course_id}`;
  // "Try again" pays for the same date (issue 22): never a booking without one.
  const sessionId = order.session?.id ?? booking?.session?.id;
  const retryHref = `/coursespayment/${order.course_id}${sessionId ? `?session=${sessionId}` : ''}`;
  const refund = refundState(order.refund_status);

  // A payment that arrived for a replaced or second order is not a booking: its money goes back
  // (DECISIONS 21), and the page must not say "Booking confirmed".
  if (order.status === 'paid' && refund) {
    return (
      <Panel
        tone="neutral"
        title={refund.title}
        booking={booking}
        actions={
          <>
            {accountLink}
            <Link to={courseHref} className={buttonClassName({ variant: 'secondary' })}>
              View the course
            </Link>
          </>
        }
      >
        <p>{refund.text}</p>
        {order.amount_cents !== undefined && (
          <p className={styles.amount}>Amount: {formatEgpCents(order.amount_cents)}</p>
        )}
      </Panel>
    );
  }

  switch (order.status) {
    case 'replaced':
      return (
        <Panel
          tone="neutral"
          title="This checkout was replaced"
          booking={booking}
          actions={
            <>
              {accountLink}
              <Link to={courseHref} className={buttonClassName({ variant: 'secondary' })}>
                View the course
              </Link>
            </>
          }
        >
          <p>
            You chose another date for {name}, so this payment page was closed. If a payment still
            went through on it, it is refunded to your card automatically and we email you.
          </p>
        </Panel>
      );
    case 'paid':
      return (
        <Panel
          tone="success"
          title="Booking confirmed"
          booking={booking}
          actions={
            <>
              {accountLink}
              <Link to={courseHref} className={buttonClassName({ variant: 'secondary' })}>
                View the course
              </Link>
            </>
          }
        >
          <p>Payment received — your seat on {name} is booked.</p>
          {order.amount_cents !== undefined && (
            <p className={styles.amount}>Amount paid: {formatEgpCents(order.amount_cents)}</p>
          )}
        </Panel>
      );
    case 'declined':
      return (
        <Panel
          tone="danger"
          title="Payment declined"
          booking={booking}
          actions={
            <>
              <Link to={retryHref} className={buttonClassName()}>
                Try again
              </Link>
              <Link to={courseHref} className={buttonClassName({ variant: 'secondary' })}>
                Back to the course
              </Link>
            </>
          }
        >
          <p>Your card was declined. No money was taken; you can try again.</p>
        </Panel>
      );
    case 'expired':
      return (
        <Panel
          tone="neutral"
          title="Payment expired"
          booking={booking}
          actions={
            <Link to={courseHref} className={buttonClassName({ variant: 'secondary' })}>
              Back to the course
            </Link>
          }
        >
          <p>The payment session for {name} expired before it was completed. No money was taken.</p>
        </Panel>
      );
    case 'failed':
      return (
        <Panel
          tone="danger"
          title="Payment not completed"
          booking={booking}
          actions={
            <>
              <Link to={retryHref} className={buttonClassName()}>
                Try again
              </Link>
              <Link to={courseHref} className={buttonClassName({ variant: 'secondary' })}>
                Back to the course
              </Link>
            </>
          }
        >
          <p>The card was declined or the payment page expired. No money was taken.</p>
        </Panel>
      );
    default:
      return (
        <Panel
          tone="waiting"
          title="Confirming your payment"
          booking={booking}
          actions={
            gaveUp ? (
              <>
                <Button variant="secondary" onClick={checkAgain}>
                  Check again
                </Button>
                {signedOut ? (
                  <Link to={signInHref} className={buttonClassName({ variant: 'outline' })}>
                    Sign in to see your booking
                  </Link>
                ) : (
                  <Link to="/profile" className={buttonClassName({ variant: 'outline' })}>
                    Go to your profile
                  </Link>
                )}
              </>
            ) : undefined
          }
        >
          <p>We are waiting for the payment provider to confirm…</p>
          {gaveUp ? (
            <p className={styles.hint}>
              This is taking longer than usual. If your card was charged, your booking will appear
              in your profile as soon as the provider confirms it. Your order reference is{' '}
              {booking?.reference ?? 'in this page’s address'}.
            </p>
          ) : (
            <Spinner label="Waiting for confirmation" />
          )}
        </Panel>
      );
  }
}
