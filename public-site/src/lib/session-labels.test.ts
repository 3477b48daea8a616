import { describe, expect, it } from '@jest/globals';
import { sessionDateLabel, sessionLabel, sessionTimeLabel } from '@/lib/session-labels';

describe('session labels (Cairo time)', () => {
  it('writes a one-day session as people do', () => {
    const session = { starts_at: '2027-02-10T07:00:00.000Z', ends_at: '2027-02-10T14:00:00.000Z' };
    expect(sessionDateLabel(session)).toBe('Wed 10 Feb 2027');
    expect(sessionTimeLabel(session)).toBe('09:00–16:00');
    expect(sessionLabel(session)).toBe('Wed 10 Feb 2027, 09:00–16:00');
  });

  it('names both ends of a longer session, sharing month and year', () => {
    expect(
      sessionDateLabel({ starts_at: '2026-12-13T07:00:00Z', ends_at: '2026-12-15T14:00:00Z' }),
    ).toBe('Sun 13 – Tue 15 Dec 2026');
    expect(
      sessionDateLabel({ starts_at: '2026-06-29T06:00:00Z', ends_at: '2026-07-01T13:00:00Z' }),
    ).toBe('Mon 29 Jun – Wed 1 Jul 2026');
    expect(
      sessionDateLabel({ starts_at: '2026-12-29T07:00:00Z', ends_at: '2027-01-02T14:00:00Z' }),
    ).toBe('Tue 29 Dec 2026 – Sat 2 Jan 2027');
  });

  it('uses the Cairo day, not the visitor’s', () => {
    // 23:30 UTC is already the next day in Cairo.
    expect(
      sessionDateLabel({ starts_at: '2027-02-09T23:30:00Z', ends_at: '2027-02-10T05:00:00Z' }),
    ).toBe('Wed 10 Feb 2027');
  });

  it('prefers the server’s labels when it sends them', () => {
    const session = {
      starts_at: '2027-02-10T07:00:00Z',
      ends_at: '2027-02-12T14:00:00Z',
      date_label: 'Wed 10 Feb – Fri 12 Feb 2027',
      time_label: '09:00–16:00',
    };
    expect(sessionLabel(session)).toBe('Wed 10 Feb – Fri 12 Feb 2027, 09:00–16:00');
  });
});
