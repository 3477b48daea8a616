import { type BadgeTone } from '@/components/ui/status-badge';
import { profileWords, type ProfileWords } from '@/content/profile-words';
import { type BookingView, type RefundStatus } from '@/features/profile/api/get-my-sessions';
import type { Locale } from '@/i18n/locale';
import { cairoFormat } from '@/lib/format-date';

type BookingWords = ProfileWords['bookings'];

/** The booking's own state as a word and a colour (a moved booking is booked on its new date). */
export function bookingBadge(
  booking: Pick<BookingView, 'status' | 'status_label'>,
  words: BookingWords = profileWords.en.bookings,
): {
  label: string;
  tone: BadgeTone;
} {
  switch (booking.status) {
    case 'booked':
    case 'moved':
      return { label: words.booked, tone: 'success' };
    case 'attended':
      return { label: words.attended, tone: 'info' };
    case 'cancelled':
      return { label: words.cancelled, tone: 'neutral' };
    default:
      return { label: booking.status_label, tone: 'neutral' };
  }
}

/** Where the money is, when any goes back: shown beside the booking's state. */
export function refundBadge(
  status: RefundStatus,
  words: BookingWords = profileWords.en.bookings,
): { label: string; tone: BadgeTone } | null {
  switch (status) {
    case 'due':
      return { label: words.refundDue, tone: 'warning' };
    case 'requested':
      return { label: words.refundRequested, tone: 'warning' };
    case 'partially_refunded':
      return { label: words.partlyRefunded, tone: 'info' };
    case 'refunded':
      return { label: words.refunded, tone: 'info' };
    default:
      return null;
  }
}

const MOMENT = cairoFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * "Sun 6 Dec 2026, 09:00" in Cairo: cut-offs and offer deadlines. Arabic writes the same
 * moment with Intl's words and Latin digits ("الأحد 6 ديسمبر 2026، 09:00").
 */
export function formatMoment(iso: string, locale: Locale = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  const text = MOMENT(locale).format(date);
  return locale === 'en' ? text.replace(/^(\w+),/, '$1') : text.replace(/^([^،,]+)[،,]/, '$1');
}
