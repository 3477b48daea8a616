import { bilingual } from '@/i18n/content';

/** The payment result page (features/payment); Arabic in content/ar/payment.ts. */
const paymentEnglish = {
  facts: {
    label: 'Your booking',
    reference: 'Order reference',
    course: 'Course',
    date: 'Date',
    time: 'Time',
    cairoTime: '{time} (Cairo time)',
    place: 'Place',
    language: 'Language',
    toBeAnnounced: 'To be announced',
  },
  refund: {
    dueTitle: 'Refund under way',
    dueText:
      'This payment is being refunded to your card: it is not, or no longer, paying for a booking (a second payment for the course, a replaced checkout or a cancelled booking). We email you when it is done.',
    partlyTitle: 'Payment partly refunded',
    partlyText:
      'Part of this payment has been refunded to your card. Your bookings and refunds are in your profile.',
    refundedTitle: 'Payment refunded',
    refundedText:
      'This payment has been refunded to your card. Your bookings and refunds are in your profile.',
  },
  browseCourses: 'Browse courses',
  noneTitle: 'No payment to show',
  noneText: 'This page shows the result of a course payment. Open it from the payment page.',
  yourCourse: 'your course',
  signIn: 'Sign in to see your booking',
  profile: 'Go to your profile',
  notFoundTitle: 'Payment not found',
  unavailableTitle: 'Payment status unavailable',
  checkAgain: 'Check again',
  unavailableText: 'The payment status could not be loaded right now.',
  noSuchReference: 'No payment has this order reference.',
  notOnAccount: 'We could not find this payment on your account.',
  checking: 'Checking your payment',
  viewCourse: 'View the course',
  amount: 'Amount: {amount}',
  amountPaid: 'Amount paid: {amount}',
  replacedTitle: 'This checkout was replaced',
  replacedText:
    'You chose another date for {name}, so this payment page was closed. If a payment still went through on it, it is refunded to your card automatically and we email you.',
  paidTitle: 'Booking confirmed',
  paidText: 'Payment received — your seat on {name} is booked.',
  declinedTitle: 'Payment declined',
  tryAgain: 'Try again',
  backToCourse: 'Back to the course',
  declinedText: 'Your card was declined. No money was taken; you can try again.',
  expiredTitle: 'Payment expired',
  expiredText:
    'The payment session for {name} expired before it was completed. No money was taken.',
  failedTitle: 'Payment not completed',
  failedText: 'The card was declined or the payment page expired. No money was taken.',
  confirmingTitle: 'Confirming your payment',
  confirmingText: 'We are waiting for the payment provider to confirm…',
  slow: 'This is taking longer than usual. If your card was charged, your booking will appear in your profile as soon as the provider confirms it. Your order reference is {reference}.',
  referenceInAddress: 'in this page’s address',
  waiting: 'Waiting for confirmation',
};

export type PaymentCopy = typeof paymentEnglish;

export const paymentPage = bilingual(paymentEnglish, () => import('@/content/ar/payment'));
