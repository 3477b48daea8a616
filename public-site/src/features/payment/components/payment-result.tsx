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
import { paymentPage, type PaymentCopy } from '@/content/payment';
import { useContent } from '@/i18n/content';
import { useLanguage } from '@/i18n/locale-context';
import { fill } from '@/i18n/text';
import { formatEgpCents } from '@/lib/format-egp';
import { sessionDateLabel, sessionLanguageName, sessionTimeLabel } from '@/lib/session-labels';
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
  const language = useLanguage();
  const t = useContent(paymentPage).facts;
  const rows: [string, string][] = [
    [t.reference, booking.reference],
    [t.course, booking.courseName ?? '…'],
    ...(session
      ? ([
          [t.date, sessionDateLabel(session, language)],
          [t.time, fill(t.cairoTime, { time: sessionTimeLabel(session, language) })],
          [t.place, session.location],
          [t.language, sessionLanguageName(session.language, language.locale)],
        ] as [string, string][])
      : ([
          [t.date, booking.time?.trim() || t.toBeAnnounced],
          [t.place, booking.location?.trim() || t.toBeAnnounced],
        ] as [string, string][])),
  ];
  return (
    <dl className={styles.facts} aria-label={t.label}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          {/* The reference, staff's place and a course name may be in either script. */}
          <dd dir="auto">{value}</dd>
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
function refundState(
  status: RefundStatus | undefined,
  { refund: t }: PaymentCopy,
): { title: string; text: string } | null {
  switch (status) {
    case 'due':
    case 'requested':
      return { title: t.dueTitle, text: t.dueText };
    case 'partially_refunded':
      return { title: t.partlyTitle, text: t.partlyText };
    case 'refunded':
      return { title: t.refundedTitle, text: t.refundedText };
    default:
      return null;
  }
}

/** What happened to the payment (spec §4 Checkout; issue 4: paid, declined or still pending). */
export function PaymentResult({ state, courseName, booking, signInHref }: PaymentResultProps) {
  const t = useContent(paymentPage);
  const { locale } = useLanguage();
  const money = (cents: number) => formatEgpCents(cents, locale);
  const coursesLink = (
    <Link to="/courses" className={buttonClassName({ variant: 'secondary' })}>
      {t.browseCourses}
    </Link>
  );

  if (!state) {
    return (
      <Panel tone="neutral" title={t.noneTitle} actions={coursesLink}>
        <p>{t.noneText}</p>
      </Panel>
    );
  }

  const { order, error, gaveUp, checkAgain } = state;
  const name = courseName ?? booking?.courseName ?? t.yourCourse;
  const signedOut = signInHref !== undefined;
  // Where to find the booking afterwards: the profile, or signing in to reach it.
  const accountLink = signedOut ? (
    <Link to={signInHref} className={buttonClassName()}>
      {t.signIn}
    </Link>
  ) : (
    <Link to="/profile" className={buttonClassName()}>
      {t.profile}
    </Link>
  );

  if (!order && error) {
    const unknown = error.status === 404 || error.status === 403;
    return (
      <Panel
        tone="neutral"
        title={unknown ? t.notFoundTitle : t.unavailableTitle}
        actions={
          unknown ? (
            signedOut ? (
              coursesLink
            ) : (
              <Link to="/profile" className={buttonClassName({ variant: 'secondary' })}>
                {t.profile}
              </Link>
            )
          ) : (
            <Button variant="secondary" onClick={checkAgain}>
              {t.checkAgain}
            </Button>
          )
        }
      >
        <p>{!unknown ? t.unavailableText : signedOut ? t.noSuchReference : t.notOnAccount}</p>
      </Panel>
    );
  }

  if (!order) {
    return (
      <Panel tone="waiting" title={t.checking}>
        <Spinner label={t.checking} />
      </Panel>
    );
  }

  const courseHref = `/courses/${order.course_id}`;
  // "Try again" pays for the same date (issue 22): never a booking without one.
  const sessionId = order.session?.id ?? booking?.session?.id;
  const retryHref = `/coursespayment/${order.course_id}${sessionId ? `?session=${sessionId}` : ''}`;
  const refund = refundState(order.refund_status, t);

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
              {t.viewCourse}
            </Link>
          </>
        }
      >
        <p>{refund.text}</p>
        {order.amount_cents !== undefined && (
          <p className={styles.amount}>{fill(t.amount, { amount: money(order.amount_cents) })}</p>
        )}
      </Panel>
    );
  }

  switch (order.status) {
    case 'replaced':
      return (
        <Panel
          tone="neutral"
          title={t.replacedTitle}
          booking={booking}
          actions={
            <>
              {accountLink}
              <Link to={courseHref} className={buttonClassName({ variant: 'secondary' })}>
                {t.viewCourse}
              </Link>
            </>
          }
        >
          <p>{fill(t.replacedText, { name })}</p>
        </Panel>
      );
    case 'paid':
      return (
        <Panel
          tone="success"
          title={t.paidTitle}
          booking={booking}
          actions={
            <>
              {accountLink}
              <Link to={courseHref} className={buttonClassName({ variant: 'secondary' })}>
                {t.viewCourse}
              </Link>
            </>
          }
        >
          <p>{fill(t.paidText, { name })}</p>
          {order.amount_cents !== undefined && (
            <p className={styles.amount}>
              {fill(t.amountPaid, { amount: money(order.amount_cents) })}
            </p>
          )}
        </Panel>
      );
    case 'declined':
      return (
        <Panel
          tone="danger"
          title={t.declinedTitle}
          booking={booking}
          actions={
            <>
              <Link to={retryHref} className={buttonClassName()}>
                {t.tryAgain}
              </Link>
              <Link to={courseHref} className={buttonClassName({ variant: 'secondary' })}>
                {t.backToCourse}
              </Link>
            </>
          }
        >
          <p>{t.declinedText}</p>
        </Panel>
      );
    case 'expired':
      return (
        <Panel
          tone="neutral"
          title={t.expiredTitle}
          booking={booking}
          actions={
            <Link to={courseHref} className={buttonClassName({ variant: 'secondary' })}>
              {t.backToCourse}
            </Link>
          }
        >
          <p>{fill(t.expiredText, { name })}</p>
        </Panel>
      );
    case 'failed':
      return (
        <Panel
          tone="danger"
          title={t.failedTitle}
          booking={booking}
          actions={
            <>
              <Link to={retryHref} className={buttonClassName()}>
                {t.tryAgain}
              </Link>
              <Link to={courseHref} className={buttonClassName({ variant: 'secondary' })}>
                {t.backToCourse}
              </Link>
            </>
          }
        >
          <p>{t.failedText}</p>
        </Panel>
      );
    default:
      return (
        <Panel
          tone="waiting"
          title={t.confirmingTitle}
          booking={booking}
          actions={
            gaveUp ? (
              <>
                <Button variant="secondary" onClick={checkAgain}>
                  {t.checkAgain}
                </Button>
                {signedOut ? (
                  <Link to={signInHref} className={buttonClassName({ variant: 'outline' })}>
                    {t.signIn}
                  </Link>
                ) : (
                  <Link to="/profile" className={buttonClassName({ variant: 'outline' })}>
                    {t.profile}
                  </Link>
                )}
              </>
            ) : undefined
          }
        >
          <p>{t.confirmingText}</p>
          {gaveUp ? (
            <p className={styles.hint}>
              {fill(t.slow, { reference: booking?.reference ?? t.referenceInAddress })}
            </p>
          ) : (
            <Spinner label={t.waiting} />
          )}
        </Panel>
      );
  }
}
