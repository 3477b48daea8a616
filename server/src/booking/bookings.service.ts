import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager, In, LessThan } from 'typeorm';
import { Conflict, ValidationFailed } from '../common/http/api-error.js';
import { inTransaction } from '../database/transaction.js';
import { PaymentOrder } from '../model/payment-order.entity.js';
import { ReceiptsService } from './receipts/receipts.service.js';
import { LIVE_BOOKING, Purchase } from '../model/purchase.entity.js';
import { CourseSession } from '../model/course-session.entity.js';
import { lockSession, occupancy } from './seats.js';
import { SessionWaitlistEntry } from '../model/session-waitlist.entity.js';
import { sessionView } from './session-view.js';
import { User } from '../model/user.entity.js';
import { BookingEvents } from './booking-events.js';
import type { BookingListQuery } from './booking.dto.js';
import {
  bookingFacts,
  buyerView,
  CANCEL_CUT_OFF_MESSAGE,
  cancelUntil,
  staffRow,
} from './booking-views.js';
import { cancelBooking } from './cancel-booking.js';
import { RefundsService } from './refunds.service.js';

/**
 * Bookings after payment (issue 22 items 3–4, ADR 0017): the buyer's list and cancellation, and
 * staff's cancel and move of one booking or a whole session. Each action runs in one database
 * transaction with its mails; what it frees is announced ("booking cancelled/moved") so the
 * waitlist moves on. Staff writes go through entity saves, so the audit trail records them.
 */
@Injectable()
export class BookingsService {
  constructor(
    private readonly db: DataSource,
    private readonly events: BookingEvents,
    private readonly refunds: RefundsService,
    private readonly receipts: ReceiptsService,
  ) {}

  // ---- the buyer ----

  /** GET /sessions/mine: every booking of the user (any state) and their waitlist places. */
  async mine(user: User) {
    const purchases = await this.db.getRepository(Purchase).find({
      where: { user_id: user.id },
      order: { id: 'DESC' },
    });
    const facts = await bookingFacts(this.db.manager, purchases);
    const entries = await this.db.getRepository(SessionWaitlistEntry).find({
      where: { user_id: user.id, status: In(['waiting', 'offered']) },
      relations: { session: { course: true } },
      order: { id: 'ASC' },
    });
    const waitlist = await Promise.all(
      entries.map(async (entry) => {
        const ahead = await this.db.getRepository(SessionWaitlistEntry).countBy({
          session_id: entry.session_id,
          status: In(['waiting', 'offered']),
          id: LessThan(entry.id),
        });
        return {
          session_id: entry.session_id,
          position: ahead + 1,
          status: entry.status as 'waiting' | 'offered',
          offered_until: entry.status === 'offered' ? entry.offer_expires_at : null,
          checkout:
            entry.status === 'offered'
              ? `/coursespayment/${entry.session.course_id}?session=${entry.session_id}`
              : null,
          course: {
            id: entry.session.course.id,
            name: entry.session.course.name,
            name_ar: entry.session.course.name_ar,
            image: entry.session.course.image || null,
          },
          session: sessionView(entry.session),
        };
      }),
    );
    return {
      bookings: purchases.map((purchase) => buyerView(purchase, facts, this.receipts)),
      waitlist,
    };
  }

  /**
   * POST /sessions/bookings/:id/cancel: the buyer's own booked seat, until 7 days before the
   * session. Cancelled, the seat passes on, and the full amount is asked back from the provider
   * at once (its callback marks it refunded).
   */
  async cancelByBuyer(user: User, purchaseId: number) {
    const paymentId = await inTransaction(this.db, async (manager) => {
      const purchase = await manager.findOneBy(Purchase, { id: purchaseId, user_id: user.id });
      if (!purchase) throw new NotFoundException('Booking not found');
      if (purchase.status === 'cancelled') {
        throw new Conflict('This booking is already cancelled');
      }
      if (purchase.status !== 'booked') {
        throw new ValidationFailed('An attended booking cannot be cancelled');
      }
      const session = purchase.session_id ? await lockSession(manager, purchase.session_id) : null;
      const until = cancelUntil(session);
      if (!session || session.status !== 'scheduled' || !until || Date.now() >= until.getTime()) {
        throw new ValidationFailed(CANCEL_CUT_OFF_MESSAGE);
      }
      const payment = await cancelBooking(manager, this.events, purchase, 'buyer', null, true);
      return payment?.id ?? null;
    });
    if (paymentId !== null) {
      await this.refunds.requestAutomatically(paymentId, 'Cancelled by the buyer');
    }
    return this.buyerBooking(user, purchaseId);
  }

  private async buyerBooking(user: User, purchaseId: number) {
    const purchase = await this.db
      .getRepository(Purchase)
      .findOneByOrFail({ id: purchaseId, user_id: user.id });
    return buyerView(purchase, await bookingFacts(this.db.manager, [purchase]), this.receipts);
  }

  // ---- staff ----

  async list(query: BookingListQuery) {
    const status = query.status;
    const where = {
      ...(query.session_id ? { session_id: query.session_id } : {}),
      ...(query.course_id ? { course_id: query.course_id } : {}),
      ...(status ? { status } : {}),
    };
    const paged = query.page !== undefined || query.limit !== undefined;
    const limit = query.limit ?? 10;
    const [rows, total] = await this.db.getRepository(Purchase).findAndCount({
      where,
      relations: { user: true },
      order: { id: 'DESC' },
      ...(paged ? { skip: ((query.page ?? 1) - 1) * limit, take: limit } : { take: 1000 }),
    });
    const facts = await bookingFacts(this.db.manager, rows);
    const data = rows.map((row) => staffRow(row, facts));
    return paged ? { data, total } : data;
  }

  async get(id: number) {
    const row = await this.db
      .getRepository(Purchase)
      .findOne({ where: { id }, relations: { user: true } });
    if (!row) throw new NotFoundException('Booking not found');
    return staffRow(row, await bookingFacts(this.db.manager, [row]));
  }

  /** Staff cancel one booking with a reason: its payment becomes refund due; one mail. */
  async cancelByStaff(id: number, reason: string) {
    await inTransaction(this.db, async (manager) => {
      const purchase = await manager.findOneBy(Purchase, { id });
      if (!purchase) throw new NotFoundException('Booking not found');
      if (!LIVE_BOOKING.includes(purchase.status)) {
        throw new Conflict('This booking is already cancelled');
      }
      // Announced: sessions pass the seat on, BookingMailer tells the buyer.
      await cancelBooking(manager, this.events, purchase, 'staff', reason);
    });
    return this.get(id);
  }

  /**
   * POST /course-sessions/:id/cancel {reason}: the session is cancelled; every live booking is
   * cancelled by staff with the reason, its payment refund due, and its buyer gets one mail;
   * everyone waiting is told their place has ended; open checkouts stop holding seats.
   */
  async cancelSession(id: number, reason: string) {
    await inTransaction(this.db, async (manager) => {
      const session = await lockSession(manager, id);
      if (!session) throw new NotFoundException('Session not found');
      if (session.status !== 'cancelled') {
        session.status = 'cancelled';
        await manager.save(CourseSession, session);
      }
      const live = await manager.find(Purchase, {
        where: { session_id: id, status: In(LIVE_BOOKING) },
        order: { id: 'ASC' },
      });
      for (const purchase of live) {
        await cancelBooking(manager, this.events, purchase, 'staff', reason);
      }
      // Sessions tell everyone waiting that their place has ended.
      await this.events.emit(manager, { type: 'session.cancelled', sessionId: id });
      await manager.update(
        PaymentOrder,
        { session_id: id, status: 'pending' },
        { hold_until: null },
      );
    });
    return { id, status: 'cancelled', cancelled_bookings: await this.countCancelled(id) };
  }

  private countCancelled(sessionId: number) {
    return this.db
      .getRepository(Purchase)
      .countBy({ session_id: sessionId, status: 'cancelled', cancelled_by: 'staff' });
  }

  /** POST /bookings/:id/move {to_session_id}: same course only (422), a free seat (409). */
  async moveBooking(id: number, toSessionId: number) {
    await inTransaction(this.db, async (manager) => {
      const purchase = await manager.findOneBy(Purchase, { id });
      if (!purchase) throw new NotFoundException('Booking not found');
      if (purchase.status !== 'booked') {
        throw new ValidationFailed('Only a booked seat can be moved', {
          to_session_id: 'Only a booked seat can be moved',
        });
      }
      const target = await this.lockTarget(
        manager,
        purchase.session_id,
        toSessionId,
        purchase.course_id,
      );
      await this.checkSeats(manager, target, 1);
      await this.move(manager, purchase, target);
    });
    return this.get(id);
  }

  /** POST /course-sessions/:id/move {to_session_id}: every live booking, if all fit (409). */
  async moveSession(id: number, toSessionId: number) {
    const moved = await inTransaction(this.db, async (manager) => {
      const from = await manager.findOneBy(CourseSession, { id });
      if (!from) throw new NotFoundException('Session not found');
      const target = await this.lockTarget(manager, id, toSessionId, from.course_id);
      const live = await manager.find(Purchase, {
        where: { session_id: id, status: 'booked' },
        order: { id: 'ASC' },
      });
      await this.checkSeats(manager, target, live.length);
      for (const purchase of live) await this.move(manager, purchase, target);
      return live.length;
    });
    return { id, to_session_id: toSessionId, moved };
  }

  /**
   * Locks both sessions, lower id first (two moves between the same sessions never deadlock),
   * and checks the target: same course, scheduled, not started.
   */
  private async lockTarget(
    manager: EntityManager,
    fromId: number | null,
    toId: number,
    courseId: number,
  ): Promise<CourseSession> {
    if (fromId === toId) {
      throw new ValidationFailed('Choose another session to move to', {
        to_session_id: 'Choose another session',
      });
    }
    const ids = [fromId, toId].filter((each) => each !== null).sort((a, b) => a - b);
    const locked = new Map<number, CourseSession | null>();
    for (const each of ids) locked.set(each, await lockSession(manager, each));
    const target = locked.get(toId) ?? null;
    if (!target || target.course_id !== courseId) {
      throw new ValidationFailed('Bookings can only move to another session of the same course', {
        to_session_id: 'A session of the same course',
      });
    }
    if (target.status !== 'scheduled' || target.starts_at <= new Date()) {
      throw new ValidationFailed('The new session is cancelled or has already started', {
        to_session_id: 'A scheduled session still to start',
      });
    }
    return target;
  }

  /** 409 when the target has fewer free seats than bookings to move. */
  private async checkSeats(manager: EntityManager, target: CourseSession, needed: number) {
    const seats = await occupancy(manager, target.id);
    const left = Math.max(0, target.capacity - seats.reserved);
    if (left < needed) {
      throw new Conflict(`The new session has only ${left} seat${left === 1 ? '' : 's'} left`);
    }
  }

  /** Moves one booking: the same row on the new session, a mail with the new .ics. */
  private async move(manager: EntityManager, purchase: Purchase, target: CourseSession) {
    const fromId = purchase.session_id;
    purchase.moved_from_session_id = fromId;
    purchase.moved_at = new Date();
    purchase.session_id = target.id;
    // The two-days-before reminder is due again for the new date.
    purchase.reminder_sent_at = null;
    await manager.save(Purchase, purchase);
    await this.events.emit(manager, {
      type: 'booking.moved',
      purchaseId: purchase.id,
      userId: purchase.user_id,
      courseId: purchase.course_id,
      fromSessionId: fromId,
      toSessionId: target.id,
    });
  }
}
