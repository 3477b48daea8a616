import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { RequireUser, type SignedInSession } from '@/app/session-gate';
import { useCourse } from '@/features/courses/api/get-course';
import { userCoursesKey } from '@/features/courses/api/get-user-courses';
import { usePaymentOrder } from '@/features/payment/api/get-payment-order';
import { PaymentResult } from '@/features/payment/components/payment-result';

function OrderResult({ reference, session }: { reference: string; session: SignedInSession }) {
  const state = usePaymentOrder(reference, session.token);
  const course = useCourse(state.order?.course_id ?? null);
  const { mutate } = useSWRConfig();
  const paid = state.order?.status === 'paid';

  // A paid order is a new purchase: forget the cached purchases so that the course page
  // reads them again and shows BOOKED, never a stale BOOK NOW.
  useEffect(() => {
    if (paid) void mutate(userCoursesKey(session.token), undefined);
  }, [paid, mutate, session.token]);

  return <PaymentResult state={state} courseName={course.data?.name} />;
}

export default function PaymentResultRoute() {
  const [searchParams] = useSearchParams();
  const reference = searchParams.get('order')?.trim();
  if (!reference) return <PaymentResult state={null} />;
  return (
    <RequireUser>
      {(session) => <OrderResult key={reference} reference={reference} session={session} />}
    </RequireUser>
  );
}
