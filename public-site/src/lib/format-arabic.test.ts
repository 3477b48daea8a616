import { describe, expect, it } from '@jest/globals';
import { ar } from '@/i18n/ar';
import { formatDate, formatLongDate } from '@/lib/format-date';
import { formatEgp, formatEgpCents } from '@/lib/format-egp';
import { seatsLeftText, sessionDateLabel, sessionLabel } from '@/lib/session-labels';

const arabic = { locale: 'ar' as const, dictionary: ar };
// Intl puts right-to-left marks around Arabic numbers and a no-break space before the sign;
// the tests read the visible text.
const visible = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '').replace(/\u00a0/g, ' ');

describe('Arabic dates, times and amounts (Intl, Africa/Cairo, Latin digits)', () => {
  it('writes a moment as the day it was in Cairo, with Latin digits', () => {
    // 23:15 UTC on 3 November is 01:15 on the 4th in Cairo.
    expect(visible(formatDate('2025-11-03T23:15:00.000Z', 'ar'))).toBe('04/11/2025');
    expect(formatLongDate('2025-01-05', 'ar')).toBe('5 يناير 2025');
    expect(formatDate(undefined, 'ar')).toBe('—');
  });

  it('follows Egypt’s summer time (UTC+3 since 2023) in Cairo', () => {
    // 21:30 UTC on 30 June 2026 is already 1 July in Cairo (UTC+3 in summer).
    expect(formatLongDate('2026-06-30T21:30:00Z', 'ar')).toBe('1 يوليو 2026');
    expect(formatLongDate('2026-06-30T21:30:00Z')).toBe('1 July 2026');
  });

  it('writes EGP amounts with Intl’s Arabic currency sign and Latin digits', () => {
    expect(visible(formatEgp(18500, 'ar'))).toBe('18,500 ج.م.');
    expect(visible(formatEgpCents(1850050, 'ar'))).toBe('18,500.50 ج.م.');
    expect(formatEgp(18500)).toBe('18,500 EGP');
  });

  it('labels a session in Arabic: full day names, Cairo hours, no server English label', () => {
    const session = {
      starts_at: '2027-02-10T07:00:00.000Z',
      ends_at: '2027-02-10T14:00:00.000Z',
      date_label: 'Wed 10 Feb 2027',
      time_label: '09:00–16:00',
    };
    expect(sessionDateLabel(session, arabic)).toBe('الأربعاء 10 فبراير 2027');
    // The hours are isolated left to right (LRI … PDI): in Arabic text they would read 16:00–09:00.
    expect(sessionLabel(session, arabic)).toBe('الأربعاء 10 فبراير 2027، \u206609:00–16:00\u2069');
    expect(sessionDateLabel({ starts_at: 'x', ends_at: 'y' }, arabic)).toBe(
      ar.courses.dateToBeAnnounced,
    );
    expect(seatsLeftText(2, arabic)).toBe('بقي مقعدان');
  });
});
