import { type EntityManager, In, LessThanOrEqual } from 'typeorm';
import { occupancy } from '../booking/seats.js';
import type { Outbox } from '../mail/outbox.js';
import { Course } from '../model/course.entity.js';
import type { CourseSession } from '../model/course-session.entity.js';
import { SessionWaitlistEntry } from '../model/session-waitlist.entity.js';
import { User } from '../model/user.entity.js';
import { waitlistOfferMail } from './session-mails.js';

/** How long a waitlist offer keeps a freed seat for its user. */
export const OFFER_MS = 24 * 60 * 60_000;

/** What promotion needs to write an offer mail. */
export interface SeatContext {
  outbox: Outbox;
  publicUrl: string;
}

/**
 * Ends lapsed offers and offers each free seat to the next person waiting, oldest first, with a
 * mail in the same transaction. Call with the session locked (lockSession). Answers the offers made.
 */
export async function promoteWaitlist(
  manager: EntityManager,
  session: CourseSession,
  context: SeatContext,
  now = new Date(),
): Promise<number> {
  await manager.update(
    SessionWaitlistEntry,
    { session_id: session.id, status: 'offered', offer_expires_at: LessThanOrEqual(now) },
    { status: 'expired' },
  );
  if (session.status !== 'scheduled' || session.starts_at <= now) return 0;
  const seats = await occupancy(manager, session.id, now);
  const free = session.capacity - seats.reserved;
  if (free <= 0 || seats.waiting === 0) return 0;
  const next = await manager.find(SessionWaitlistEntry, {
    where: { session_id: session.id, status: 'waiting' },
    order: { id: 'ASC' },
    take: free,
  });
  if (!next.length) return 0;
  const course = await manager.findOneByOrFail(Course, { id: session.course_id });
  const users = await manager.findBy(User, { id: In(next.map((entry) => entry.user_id)) });
  const expiresAt = new Date(now.getTime() + OFFER_MS);
  for (const entry of next) {
    await manager.update(SessionWaitlistEntry, entry.id, {
      status: 'offered',
      offer_expires_at: expiresAt,
    });
    const user = users.find((each) => each.id === entry.user_id);
    if (user) {
      await context.outbox.enqueue(
        manager,
        waitlistOfferMail(user, course, session, expiresAt, context.publicUrl),
      );
    }
  }
  return next.length;
}
