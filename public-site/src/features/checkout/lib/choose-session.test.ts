import { describe, expect, it } from '@jest/globals';
import { canPick, initialSession } from '@/features/checkout/lib/choose-session';

const session = (id: number, full = false) => ({
  id,
  starts_at: '2027-02-10T07:00:00Z',
  ends_at: '2027-02-10T14:00:00Z',
  location: 'New Cairo',
  language: 'English',
  seats_left: full ? 0 : 4,
  full,
});

describe('initialSession', () => {
  it('takes the requested session when it is upcoming', () => {
    expect(initialSession([session(1), session(2)], 2)).toBe(2);
  });

  it('keeps a requested full session (a held or offered seat) but no unknown one', () => {
    expect(initialSession([session(1), session(2, true)], 2)).toBe(2);
    expect(initialSession([session(1, true), session(3)], 99)).toBe(3);
  });

  it('falls back to the first session with a free seat, or none', () => {
    expect(initialSession([session(1, true), session(2), session(3)], null)).toBe(2);
    expect(initialSession([session(1, true)], null)).toBeNull();
    expect(initialSession([], null)).toBeNull();
  });

  it('lets a full session be picked only when it was asked for', () => {
    expect(canPick(session(1, true), null)).toBe(false);
    expect(canPick(session(1, true), 1)).toBe(true);
    expect(canPick(session(2), null)).toBe(true);
  });
});
