import { describe, expect, it } from '@jest/globals';
import { formatDateRange, formatDateTime, formatDay, formatDuration } from './format-date';

describe('the company date rule (Africa/Cairo)', () => {
  it('shows a moment as the day it was in Cairo', () => {
    // 23:15 UTC on 3 November is 01:15 on the 4th in Cairo (UTC+2).
    expect(formatDay('2025-11-03T23:15:00.000Z')).toBe('2025-11-04');
    expect(formatDay('2025-11-03T10:00:00.000Z')).toBe('2025-11-03');
    // Summer time (UTC+3): 21:30 UTC on 1 August is already 2 August.
    expect(formatDay(new Date('2025-08-01T21:30:00Z'))).toBe('2025-08-02');
  });

  it('keeps a calendar day and shows nothing for what is not a date', () => {
    expect(formatDay('2025-01-05')).toBe('2025-01-05');
    expect(formatDay('')).toBe('');
    expect(formatDay(null)).toBe('');
    expect(formatDay('not a date')).toBe('');
  });
});

describe('dates as people write them, in Cairo (issue 22)', () => {
  it('writes a moment and a one-day session with its weekday, whatever the zone offset', () => {
    // Winter (UTC+2) and summer (UTC+3) time.
    expect(formatDateTime('2027-02-10T07:00:00.000Z')).toBe('Wed 10 Feb 2027, 09:00');
    expect(formatDateRange('2027-02-10T07:00:00Z', '2027-02-10T14:00:00Z')).toBe(
      'Wed 10 Feb 2027, 09:00–16:00',
    );
    expect(formatDateRange('2027-07-14T06:00:00Z', '2027-07-14T13:30:00Z')).toBe(
      'Wed 14 Jul 2027, 09:00–16:30',
    );
  });

  it('writes a session over several days once, with both years across a new year', () => {
    expect(formatDateRange('2027-02-07T07:00:00Z', '2027-02-09T14:00:00Z')).toBe(
      'Sun 7 Feb – Tue 9 Feb 2027, 09:00–16:00',
    );
    expect(formatDateRange('2027-12-30T07:00:00Z', '2028-01-02T14:00:00Z')).toBe(
      'Thu 30 Dec 2027 – Sun 2 Jan 2028, 09:00–16:00',
    );
    expect(formatDateRange('', '')).toBe('');
  });

  it('says how long: hours within a day, Cairo days over several', () => {
    expect(formatDuration('2027-02-10T07:00:00Z', '2027-02-10T14:00:00Z')).toBe('7 h');
    expect(formatDuration('2027-02-10T07:00:00Z', '2027-02-10T14:30:00Z')).toBe('7 h 30 min');
    expect(formatDuration('2027-02-10T07:00:00Z', '2027-02-10T07:45:00Z')).toBe('45 min');
    expect(formatDuration('2027-02-07T07:00:00Z', '2027-02-09T14:00:00Z')).toBe('3 days');
    // An evening session past midnight in Cairo is still hours, not days.
    expect(formatDuration('2027-02-10T18:00:00Z', '2027-02-10T23:00:00Z')).toBe('5 h');
    expect(formatDuration('2027-02-10T14:00:00Z', '2027-02-10T07:00:00Z')).toBe('');
  });

  it('writes a session in Arabic, its hours kept left to right inside the Arabic line', () => {
    expect(formatDateRange('2027-02-10T07:00:00Z', '2027-02-10T14:00:00Z', 'ar')).toBe(
      'الأربعاء، 10 فبراير 2027، \u206609:00–16:00\u2069',
    );
  });

  it('says how long in Arabic, each count with its own form, in Latin digits', () => {
    expect(formatDuration('2027-02-10T07:00:00Z', '2027-02-10T14:00:00Z', 'ar')).toBe('7 ساعات');
    expect(formatDuration('2027-02-10T07:00:00Z', '2027-02-10T14:30:00Z', 'ar')).toBe(
      '7 ساعات و30 دقيقة',
    );
    expect(formatDuration('2027-02-10T07:00:00Z', '2027-02-10T08:00:00Z', 'ar')).toBe('ساعة واحدة');
    expect(formatDuration('2027-02-10T07:00:00Z', '2027-02-10T09:05:00Z', 'ar')).toBe(
      'ساعتان و5 دقائق',
    );
    expect(formatDuration('2027-02-10T06:00:00Z', '2027-02-10T17:00:00Z', 'ar')).toBe('11 ساعة');
    expect(formatDuration('2027-02-07T07:00:00Z', '2027-02-09T14:00:00Z', 'ar')).toBe('3 أيام');
    expect(formatDuration('2027-02-07T07:00:00Z', '2027-02-08T14:00:00Z', 'ar')).toBe('يومان');
    expect(formatDuration('2027-02-01T07:00:00Z', '2027-02-12T14:00:00Z', 'ar')).toBe('12 يومًا');
  });
});
