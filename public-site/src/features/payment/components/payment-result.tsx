import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AlertCircleIcon, CheckCircleIcon, ClockIcon } from '@/components/icons/commerce-icons';
import { Button, buttonClassName } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { type PaymentOrderState } from '@/features/payment/api/get-payment-order';
import { formatEgpCents } from '@/lib/format-egp';
import styles from '@/features/payment/components/payment-result.module.css';

/** What was bought, as far as it is known (issue 15 item 6: the booking trail). */
export interface BookingFacts {
  reference: string;
  courseName?: string;
  /** The course's `time` and `location` (sessions come later). */
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
  const rows: [string, string][] = [
    ['Order reference', booking.reference],
    ['Course', booking.courseName ?? '…'],
    ['Date', booking.time?.trim() || 'To be announced'],
    ['Place', booking.location?.trim() || 'To be announced'],
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

  switch (order.status) {
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
              <Link to={`/coursespayment/${order.course_id}`} className={buttonClassName()}>
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
              <Link to={`/coursespayment/${order.course_id}`} className={buttonClassName()}>
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
