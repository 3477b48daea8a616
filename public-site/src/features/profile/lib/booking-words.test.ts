import { describe, expect, it } from '@jest/globals';
import { bookingBadge, formatMoment, refundBadge } from '@/features/profile/lib/booking-words';

describe('booking words', () => {
  it('reads each booking state as a word', () => {
    expect(bookingBadge({ status: 'booked', status_label: 'Booked' })).toEqual({
      label: 'Booked',
      tone: 'success',
    });
    expect(bookingBadge({ status: 'attended', status_label: 'Attended' }).label).toBe('Attended');
    expect(bookingBadge({ status: 'cancelled', status_label: 'Refund due' }).label).toBe(
      'Cancelled',
    );
  });

  it('names the refund, and nothing when no money goes back', () => {
    expect(refundBadge('none')).toBeNull();
    expect(refundBadge('due')?.label).toBe('Refund due');
    expect(refundBadge('requested')?.label).toBe('Refund requested');
    expect(refundBadge('partially_refunded')?.label).toBe('Partly refunded');
    expect(refundBadge('refunded')?.label).toBe('Refunded');
  });

  it('writes a cut-off in Cairo time', () => {
    expect(formatMoment('2027-02-03T07:00:00Z')).toBe('Wed 3 Feb 2027, 09:00');
  });
});
