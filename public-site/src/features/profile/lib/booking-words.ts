import { type BadgeTone } from '@/components/ui/status-badge';
import { type BookingView, type RefundStatus } from '@/features/profile/api/get-my-sessions';
import { COMPANY_TIME_ZONE } from '@/lib/format-date';

/** The booking's own state as a word and a colour (a moved booking is booked on its new date). */
export function bookingBadge(booking: Pick<BookingView, 'status' | 'status_label'>): {
  label: string;
  tone: BadgeTone;
} {
  switch (booking.status) {
    case 'booked':
    case 'moved':
      return { label: 'Booked', tone: 'success' };
    case 'attended':
      return { label: 'Attended', tone: 'info' };
    case 'cancelled':
      return { label: 'Cancelled', tone: 'neutral' };
    default:
      return { label: booking.status_label, tone: 'neutral' };
  }
}

/** Where the money is, when any goes back: shown beside the booking's state. */
export function refundBadge(status: RefundStatus): { label: string; tone: BadgeTone } | null {
  switch (status) {
    case 'due':
      return { label: 'Refund due', tone: 'warning' };
    case 'requested':
      return { label: 'Refund requested', tone: 'warning' };
    case 'partially_refunded':
      return { label: 'Partly refunded', tone: 'info' };
    case 'refunded':
      return { label: 'Refunded', tone: 'info' };
    default:
      return null;
  }
}

const MOMENT = new Intl.DateTimeFormat('en-GB', {
  timeZone: COMPANY_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "Sun 6 Dec 2026, 09:00" in Cairo: cut-offs and offer deadlines. */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : MOMENT.format(date).replace(/^(\w+),/, '$1');
}
