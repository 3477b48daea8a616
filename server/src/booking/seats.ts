import { type EntityManager, In, MoreThan } from 'typeorm';
import { ValidationFailed } from '../common/http/api-error.js';
import { PaymentOrder } from '../model/payment-order.entity.js';
import { LIVE_BOOKING, Purchase } from '../model/purchase.entity.js';
import { CourseSession } from '../model/course-session.entity.js';
import { SessionWaitlistEntry } from '../model/session-waitlist.entity.js';
import type { BookingEvents } from './booking-events.js';

export const FULL_MESSAGE = 'This session is full — join the waitlist.';

/**
 * The session row, locked until the transaction ends: on MySQL by SELECT … FOR UPDATE, so every
 * seat decision for one session runs one at a time; SQLite's single writer (and `inTransaction`'s
 * queue) already serialises them.
 */
export async function lockSession(
  manager: EntityManager,
  id: number,
): Promise<CourseSession | null> {
  const query = manager.createQueryBuilder(CourseSession, 'session').where('session.id = :id', {
    id,
  });
  if (manager.connection.options.type !== 'better-sqlite3') query.setLock('pessimistic_write');
  return query.getOne();
}

/** Who holds seats of a session: paid bookings, live checkouts and live offers; the queue. */
export interface Occupancy {
  paid: number;
  /** Users holding a seat: a live checkout or a live offer (one seat each, not two). */
  holders: Set<number>;
  offered: Set<number>;
  reserved: number;
  waiting: number;
}

/** Who holds a seat of the session now: paid bookings, live checkouts and live offers. */
export async function occupancy(
  manager: EntityManager,
  sessionId: number,
  now = new Date(),
): Promise<Occupancy> {
  return (await occupancies(manager, [sessionId], now)).get(sessionId)!;
}

/**
 * `occupancy` of many sessions in four queries whatever their number (a staff list of 1,000
 * sessions, the public upcoming list), not four per session.
 */
export async function occupancies(
  manager: EntityManager,
  sessionIds: readonly number[],
  now = new Date(),
): Promise<Map<number, Occupancy>> {
  const ids = [...new Set(sessionIds)];
  const result = new Map<number, Occupancy>();
  if (!ids.length) return result;
  /** Rows per session, counted by the database. */
  const counts = async (query: ReturnType<EntityManager['createQueryBuilder']>) => {
    const rows = await query
      .select('row.session_id', 'session_id')
      .addSelect('COUNT(*)', 'n')
      .groupBy('row.session_id')
      .getRawMany<{ session_id: number | string; n: number | string }>();
    return new Map(rows.map((row) => [Number(row.session_id), Number(row.n)]));
  };
  // Live bookings only: a cancelled one has given its seat back.
  const paid = await counts(
    manager
      .createQueryBuilder(Purchase, 'row')
      .where({ session_id: In(ids), status: In(LIVE_BOOKING) }),
  );
  const waiting = await counts(
    manager
      .createQueryBuilder(SessionWaitlistEntry, 'row')
      .where({ session_id: In(ids), status: 'waiting' }),
  );
  const holds = await manager.find(PaymentOrder, {
    select: { user_id: true, session_id: true },
    where: { session_id: In(ids), status: 'pending', hold_until: MoreThan(now) },
  });
  const offers = await manager.find(SessionWaitlistEntry, {
    select: { user_id: true, session_id: true },
    where: { session_id: In(ids), status: 'offered', offer_expires_at: MoreThan(now) },
  });
  for (const id of ids) {
    const offered = new Set(
      offers.filter((row) => row.session_id === id).map((row) => row.user_id),
    );
    const holders = new Set([
      ...holds.filter((row) => row.session_id === id).map((row) => row.user_id),
      ...offered,
    ]);
    const booked = paid.get(id) ?? 0;
    result.set(id, {
      paid: booked,
      holders,
      offered,
      reserved: booked + holders.size,
      waiting: waiting.get(id) ?? 0,
    });
  }
  return result;
}

/** Seats anyone not yet in line could still book: people waiting come first. */
export function publicSeatsLeft(
  session: CourseSession,
  seats: { reserved: number; waiting: number },
) {
  return Math.max(0, session.capacity - seats.reserved - seats.waiting);
}

/** Refuses a session that cannot be booked at all (422) or one of another course. */
export function assertBookable(
  session: CourseSession | null,
  courseId: number,
  now = new Date(),
): asserts session is CourseSession {
  if (!session || session.course_id !== courseId) {
    throw new ValidationFailed('The session does not exist for this course', {
      session_id: 'The session does not exist for this course',
    });
  }
  if (session.status === 'cancelled') {
    throw new ValidationFailed('This session has been cancelled; please choose another date', {
      session_id: 'This session has been cancelled',
    });
  }
  if (session.starts_at <= now) {
    throw new ValidationFailed('This session has already started; please choose another date', {
      session_id: 'This session has already started',
    });
  }
}

/**
 * Inside the checkout's transaction, with the session locked: true when this user may take a
 * seat now (a free seat nobody waits for, their own offer, or their own live hold). First
 * "seat.claiming" is announced: sessions offer the seats free for people already waiting to them
 * (with their mails). On false the caller commits (offers made here are kept) and answers 409
 * FULL_MESSAGE.
 */
export async function claimSeat(
  manager: EntityManager,
  events: BookingEvents,
  session: CourseSession,
  userId: number,
  now = new Date(),
): Promise<boolean> {
  await events.emit(manager, { type: 'seat.claiming', session, at: now });
  const seats = await occupancy(manager, session.id, now);
  if (seats.holders.has(userId)) return true;
  return session.capacity - seats.reserved > 0;
}

/** The user holds a seat of the session in a live checkout (a pending order's hold). */
export function holdsSeat(
  manager: EntityManager,
  userId: number,
  sessionId: number,
  now = new Date(),
) {
  return manager.existsBy(PaymentOrder, {
    user_id: userId,
    session_id: sessionId,
    status: 'pending',
    hold_until: MoreThan(now),
  });
}
