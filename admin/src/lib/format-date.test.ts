import { describe, expect, it } from '@jest/globals';
import { formatDay } from './format-date';

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
