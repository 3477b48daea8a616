import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager, In, MoreThan } from 'typeorm';
import { Conflict, ValidationFailed } from '../common/http/api-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { inTransaction } from '../database/transaction.js';
import { Outbox } from '../mail/outbox.js';
import { LIVE_BOOKING, Purchase } from '../model/purchase.entity.js';
import { User } from '../model/user.entity.js';
import { toCairoInput } from '../common/cairo-time.js';
import { CourseSession } from '../model/course-session.entity.js';
import { toCsv } from '../common/csv.js';
import {
  holdsSeat,
  lockSession,
  occupancies,
  occupancy,
  publicSeatsLeft,
} from '../booking/seats.js';
import type { AttendanceDto } from './session-input.dto.js';
import { sessionCalendar } from './session-mails.js';
import { presentPublic } from './session-present.js';
import { SessionWaitlistEntry } from '../model/session-waitlist.entity.js';
import { promoteWaitlist, type SeatContext } from './waitlist.js';

/**
 * The people of a session for staff (attendees, attendance, waitlist) and the public's view of
 * sessions: upcoming dates, waitlist places, the booked session's calendar file (ADR 0011).
 */
@Injectable()
export class SessionsService {
  constructor(
    private readonly db: DataSource,
    private readonly outbox: Outbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get seatContext(): SeatContext {
    return { outbox: this.outbox, publicUrl: this.config.publicUrl };
  }

  // ---- staff: the people of a session (the session itself: CourseSessionsService) ----

  async attendees(id: number) {
    await this.find(this.db.manager, id);
    const purchases = await this.db.getRepository(Purchase).find({
      where: { session_id: id, status: In(LIVE_BOOKING) },
      relations: { user: true },
      order: { id: 'ASC' },
    });
    return purchases.map((purchase) => ({
      status: purchase.status,
      status_label: purchase.status === 'attended' ? 'Attended' : 'Booked',
      purchase_id: purchase.id,
      user_id: purchase.user_id,
      name: purchase.user.name,
      email: purchase.user.email,
      phone: purchase.user.phone,
      company: purchase.user.company ?? null,
      attended: Boolean(purchase.attended),
      booked_at: purchase.created_at,
    }));
  }

  async attendeesCsv(id: number): Promise<{ filename: string; body: string }> {
    const session = await this.find(this.db.manager, id);
    const rows = await this.attendees(id);
    const body = toCsv(
      ['Name', 'Email', 'Phone', 'Company', 'Booked at (UTC)', 'Attended'],
      rows.map((row) => [
        row.name,
        row.email,
        row.phone,
        row.company ?? '',
        row.booked_at.toISOString(),
        row.attended ? 'yes' : 'no',
      ]),
    );
    const day = toCairoInput(session.starts_at).slice(0, 10);
    return { filename: `session-${id}-${day}-attendees.csv`, body };
  }

  /**
   * PUT /course-sessions/:id/attendance. `{attended: [purchase ids]}` marks exactly those live
   * bookings attended and every other live booking of the session booked (one screen, one
   * save); the older `{user_ids|purchase_ids, attended: true|false}` form still works. Each
   * booking is saved as an entity, so the audit trail records who marked it.
   */
  async markAttendance(id: number, input: AttendanceDto) {
    await this.find(this.db.manager, id);
    const list = Array.isArray(input.attended) ? input.attended : null;
    const userIds = input.user_ids ?? [];
    const purchaseIds = input.purchase_ids ?? [];
    if (!list && typeof input.attended !== 'boolean') {
      throw new ValidationFailed('attended must be a list of booking ids (or true/false)', {
        attended: 'A list of booking ids',
      });
    }
    if (!list && !userIds.length && !purchaseIds.length) {
      throw new ValidationFailed('Give user_ids or purchase_ids', {
        user_ids: 'Give user_ids or purchase_ids',
      });
    }
    if (
      list &&
      (list.length > 10_000 || list.some((each) => !Number.isInteger(each) || each < 1))
    ) {
      throw new ValidationFailed('attended must be a list of booking ids', {
        attended: 'A list of booking ids',
      });
    }
    const updated = await inTransaction(this.db, async (manager) => {
      const live = await manager.find(Purchase, {
        where: { session_id: id, status: In(LIVE_BOOKING) },
      });
      let count = 0;
      for (const purchase of live) {
        const attended = list
          ? list.includes(purchase.id)
          : userIds.includes(purchase.user_id) || purchaseIds.includes(purchase.id)
            ? (input.attended as boolean)
            : purchase.attended;
        const status = attended ? 'attended' : 'booked';
        if (purchase.status === status && purchase.attended === attended) continue;
        purchase.attended = attended;
        purchase.status = status;
        await manager.save(Purchase, purchase);
        count++;
      }
      return count;
    });
    return { updated, attendees: await this.attendees(id) };
  }

  async waitlist(id: number) {
    await this.find(this.db.manager, id);
    const entries = await this.db.getRepository(SessionWaitlistEntry).find({
      where: { session_id: id },
      relations: { user: true },
      order: { id: 'ASC' },
    });
    let position = 0;
    return entries.map((entry) => ({
      id: entry.id,
      position: ['waiting', 'offered'].includes(entry.status) ? ++position : null,
      user_id: entry.user_id,
      name: entry.user.name,
      email: entry.user.email,
      status: entry.status,
      offer_expires_at: entry.offer_expires_at,
      joined_at: entry.created_at,
    }));
  }

  // ---- public ----

  /** Scheduled sessions still to start, soonest first (of one course, or of all). */
  async upcoming(courseId?: number) {
    const sessions = await this.db.getRepository(CourseSession).find({
      where: {
        ...(courseId ? { course_id: courseId } : {}),
        status: 'scheduled',
        starts_at: MoreThan(new Date()),
      },
      order: { starts_at: 'ASC', id: 'ASC' },
      take: 200,
    });
    const seats = await occupancies(
      this.db.manager,
      sessions.map((session) => session.id),
    );
    return sessions.map((session) => presentPublic(session, seats.get(session.id)!));
  }

  /** Joins a full session's queue (at its end); a second join answers the same place. */
  async joinWaitlist(user: User, id: number) {
    return inTransaction(this.db, async (manager) => {
      const session = await lockSession(manager, id);
      if (!session || session.status !== 'scheduled') {
        throw new NotFoundException('Session not found');
      }
      if (session.starts_at <= new Date()) {
        throw new ValidationFailed('This session has already started');
      }
      // A booked buyer, or one holding a seat of this session in a live checkout, is not queued
      // for it (issue 24 item 6: a 15-minute hold must not become a 24-hour offer).
      const booked = await manager.existsBy(Purchase, {
        user_id: user.id,
        course_id: session.course_id,
        status: In(LIVE_BOOKING),
      });
      const holding = await holdsSeat(manager, user.id, id);
      if (booked || holding) throw new Conflict('You have already booked this course');
      await promoteWaitlist(manager, session, this.seatContext);
      const existing = await manager.findOne(SessionWaitlistEntry, {
        where: { session_id: id, user_id: user.id, status: In(['waiting', 'offered']) },
      });
      if (!existing) {
        const seats = await occupancy(manager, id);
        if (publicSeatsLeft(session, seats) > 0) {
          throw new Conflict('This session still has seats: book it now');
        }
        await manager.save(
          manager.create(SessionWaitlistEntry, {
            session_id: id,
            user_id: user.id,
            status: 'waiting',
          }),
        );
      }
      return this.placeOf(manager, id, user.id);
    });
  }

  async leaveWaitlist(user: User, id: number) {
    await inTransaction(this.db, async (manager) => {
      const session = await lockSession(manager, id);
      if (!session) throw new NotFoundException('Session not found');
      await manager.update(
        SessionWaitlistEntry,
        { session_id: id, user_id: user.id, status: In(['waiting', 'offered']) },
        { status: 'left' },
      );
      // A declined offer passes the seat on at once.
      await promoteWaitlist(manager, session, this.seatContext);
    });
    return { message: 'You have left the waitlist' };
  }

  /** The booked session as an .ics, for its buyer only (404 for anyone else). */
  async calendar(user: User, purchaseId: number): Promise<string> {
    const purchase = await this.db.getRepository(Purchase).findOne({
      where: { id: purchaseId, user_id: user.id },
      relations: { course: true },
    });
    if (!purchase?.session_id || !LIVE_BOOKING.includes(purchase.status)) {
      throw new NotFoundException('Booking not found');
    }
    const session = await this.find(this.db.manager, purchase.session_id);
    return sessionCalendar(purchase.course, session, this.config.publicUrl, purchase.id);
  }

  // ---- helpers ----

  private async find(manager: EntityManager, id: number): Promise<CourseSession> {
    const session = await manager.findOne(CourseSession, {
      where: { id },
      relations: { course: true },
    });
    if (!session) throw new NotFoundException('Session not found');
    return session;
  }

  private async placeOf(manager: EntityManager, sessionId: number, userId: number) {
    const entries = await manager.find(SessionWaitlistEntry, {
      where: { session_id: sessionId, status: In(['waiting', 'offered']) },
      order: { id: 'ASC' },
    });
    const index = entries.findIndex((entry) => entry.user_id === userId);
    const entry = entries[index];
    return {
      session_id: sessionId,
      status: entry?.status ?? 'left',
      position: index >= 0 ? index + 1 : null,
      offer_expires_at: entry?.offer_expires_at ?? null,
      checkout:
        entry?.status === 'offered'
          ? `/coursespayment/${(await manager.findOneByOrFail(CourseSession, { id: sessionId })).course_id}?session=${sessionId}`
          : null,
    };
  }
}
