import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { PageSpinner } from '@/components/ui/spinner';
import { useCurrentUser, useSessionToken } from '@/features/auth/api/get-current-user';
import { withRedirect } from '@/features/auth/lib/landing';
import { useCourse } from '@/features/courses/api/get-course';
import { userCoursesKey } from '@/features/courses/api/get-user-courses';
import { usePaymentOrder } from '@/features/payment/api/get-payment-order';
import { usePaymentOutcome } from '@/features/payment/api/get-payment-outcome';
import { PaymentResult } from '@/features/payment/components/payment-result';
import { useLocale } from '@/i18n/locale-context';
import { localized } from '@/i18n/localized';

/** The buyer's own order: status, amount, and the course it paid for. */
function OrderResult({ reference, token }: { reference: string; token: string }) {
  const state = usePaymentOrder(reference, token);
  const course = useCourse(state.order?.course_id ?? null);
  const { mutate } = useSWRConfig();
  const locale = useLocale();
  const name = course.data && localized(course.data, 'name', locale);
  const place = course.data && localized(course.data, 'location', locale);
  const paid = state.order?.status === 'paid';

  // A paid order is a new purchase: forget the cached purchases so that the course page
  // reads them again and shows BOOKED, never a stale BOOK NOW.
  useEffect(() => {
    if (paid) void mutate(userCoursesKey(token), undefined);
  }, [paid, mutate, token]);

  return (
    <PaymentResult
      state={state}
      courseName={name}
      booking={{
        reference,
        courseName: name,
        session: state.order?.session,
        time: course.data?.time,
        location: place,
      }}
    />
  );
}

/**
 * A return without a session (signed out, or the payment page finished in another browser):
 * the public outcome by order reference, with no personal data (issue 15 item 6).
 */
function OutcomeResult({ reference, signInHref }: { reference: string; signInHref: string }) {
  const polled = usePaymentOutcome(reference);
  const outcome = polled.order;
  const locale = useLocale();
  const state = {
    ...polled,
    order: outcome && {
      status: outcome.status,
      course_id: outcome.course.id,
      session: outcome.session,
      refund_status: outcome.refund_status,
    },
  };
  return (
    <PaymentResult
      state={state}
      signInHref={signInHref}
      booking={{
        reference,
        courseName: outcome && localized(outcome.course, 'name', locale),
        session: outcome?.session,
        time: outcome?.course.time,
        location: outcome && localized(outcome.course, 'location', locale),
      }}
    />
  );
}

export default function PaymentResultRoute() {
  const [searchParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const current = useCurrentUser();
  const token = useSessionToken();
  const reference = searchParams.get('order')?.trim();
  if (!reference) return <PaymentResult state={null} />;
  if (current.status === 'loading') return <PageSpinner />;
  if (current.status === 'signed-in' && token) {
    return <OrderResult key={reference} reference={reference} token={token} />;
  }
  return (
    <OutcomeResult
      key={reference}
      reference={reference}
      signInHref={withRedirect('/login', `${pathname}${search}`)}
    />
  );
}
