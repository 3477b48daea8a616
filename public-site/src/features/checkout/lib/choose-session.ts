import { type SessionOption } from '@/features/checkout/types';

/**
 * The session checkout starts on: the one the address asked for (a session card, "Try again",
 * a waitlist offer) when it is still upcoming, else the first with a free seat. A requested full
 * session stays chosen: the seat may be held or offered to this buyer, and the server decides.
 */
export function initialSession(
  sessions: readonly SessionOption[],
  requested: number | null,
): number | null {
  if (requested !== null && sessions.some((session) => session.id === requested)) return requested;
  return sessions.find((session) => !session.full)?.id ?? null;
}

/** A session can be picked when it has a seat, or it is the one the buyer came for. */
export function canPick(session: SessionOption, requested: number | null): boolean {
  return !session.full || session.id === requested;
}
