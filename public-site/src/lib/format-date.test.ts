import { describe, expect, it } from '@jest/globals';
import { formatDate, formatLongDate } from '@/lib/format-date';

describe('the company date rule (Africa/Cairo)', () => {
  it('shows a moment as the day it was in Cairo, whatever the visitor’s zone', () => {
    // 23:15 UTC on 3 November is 01:15 on the 4th in Cairo (UTC+2).
    expect(formatDate('2025-11-03T23:15:00.000Z')).toBe('2025-11-04');
    expect(formatDate('2025-11-03T10:00:00.000Z')).toBe('2025-11-03');
    expect(formatDate(undefined)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });

  it('keeps a calendar day and writes it in full for legal pages', () => {
    expect(formatDate('2025-01-05')).toBe('2025-01-05');
    expect(formatLongDate('2025-01-05')).toBe('5 January 2025');
  });
});
