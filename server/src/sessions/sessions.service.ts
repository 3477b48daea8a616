import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager, In, MoreThan } from 'typeorm';
import { Conflict, ValidationFailed } from '../common/http/api-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Course } from '../model/course.entity.js';
import { inTransaction } from '../database/transaction.js';
import { Outbox } from '../mail/outbox.js';
import { LIVE_BOOKING, Purchase } from '../model/purchase.entity.js';
import { User } from '../model/user.entity.js';
import { parseCairoTime, toCairoInput } from '../common/cairo-time.js';
import { CourseSession } from '../model/course-session.entity.js';
import { toCsv } from '../common/csv.js';
import {
  holdsSeat,
  lockSession,
  type Occupancy,
  occupancies,
  occupancy,
  publicSeatsLeft,
} from '../booking/seats.js';
import type { AttendanceDto, SessionInputDto } from './session-input.dto.js';
import { sessionCalendar } from './session-mails.js';
import { dateLabel, durationLabel, sessionLabel, timeLabel } from '../booking/session-view.js';
import { SessionWaitlistEntry } from '../model/session-waitlist.entity.js';
import { promoteWaitlist, type SeatContext } from './waitlist.js';

/** A session is at most this long (a typo in a year should not make a 1,000-day course). */
const MAX_LENGTH_MS = 60 * 24 * 60 * 60_000;

/** Staff management of dated sessions and the public's view of them (ADR 0011). */
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

  // ---- staff ----

  async list(courseId?: number) {
    const sessions = await this.db.getRepository(CourseSession).find({
      where: courseId ? { course_id: courseId } : {},
      relations: { course: true },
      order: { starts_at: 'DESC', id: 'DESC' },
      take: 1000,
    });
    const seats = await occupancies(
      this.db.manager,
      sessions.map((session) => session.id),
    );
    return sessions.map((session) => this.presentForStaff(session, seats.get(session.id)!));
  }

  async get(id: number) {
    const session = await this.find(this.db.manager, id);
    return this.presentForStaff(session, await occupancy(this.db.manager, id));
  }

  async create(input: SessionInputDto) {
    if (!input.course_id) {
      throw new ValidationFailed('The course is required', { course_id: 'The course is required' });
    }
    const course = await this.db.getRepository(Course).findOneBy({ id: input.course_id });
    if (!course) {
      throw new ValidationFailed('The course does not exist', {
        course_id: 'The course does not exist',
      });
    }
    const { starts_at, ends_at } = this.times(input, null);
    for (const [field, label] of [
      ['location', 'location'],
      ['capacity', 'capacity'],
    ] as const) {
      if (input[field] === undefined || input[field] === '') {
        throw new ValidationFailed(`The ${label} is required`, {
          [field]: `The ${label} is required`,
        });
      }
    }
    const saved = await this.db.getRepository(CourseSession).save({
      course_id: course.id,
      starts_at,
      ends_at,
      location: input.location!,
      capacity: input.capacity!,
      language: input.language || 'English',
      status: 'scheduled',
    });
    return this.get(saved.id);
  }

  /** A raised capacity frees seats: the waitlist is promoted in the same transaction. */
  async update(id: number, input: SessionInputDto) {
    await inTransaction(this.db, async (manager) => {
      const session = await lockSession(manager, id);
      if (!session) throw new NotFoundException('Session not found');
      // An empty select (null) keeps the course (DECISIONS 19).
      if (input.course_id != null && input.course_id !== session.course_id) {
        if (await manager.existsBy(Purchase, { session_id: id })) {
          throw new Conflict('This session has bookings: it cannot move to another course');
        }
        if (!(await manager.existsBy(Course, { id: input.course_id }))) {
          throw new ValidationFailed('The course does not exist', {
            course_id: 'The course does not exist',
          });
        }
        session.course_id = input.course_id;
      }
      const { starts_at, ends_at } = this.times(input, session);
      Object.assign(session, { starts_at, ends_at });
      if (input.location) session.location = input.location;
      if (input.language) session.language = input.language;
      if (input.capacity !== undefined) session.capacity = input.capacity;
      await manager.save(CourseSession, session);
      await promoteWaitlist(manager, session, this.seatContext);
    });
    return this.get(id);
  }

  async remove(id: number) {
    await this.find(this.db.manager, id);
    // Bookings and orders refuse the delete (RESTRICT keys: a 409 naming them).
    await this.db.getRepository(CourseSession).delete(id);
    return { id };
  }

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
    return sessions.map((session) => this.presentPublic(session, seats.get(session.id)!));
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

  /** Start and end from the input (or kept), checked together: 422 with the field's message. */
  private times(input: SessionInputDto, current: CourseSession | null) {
    const read = (field: 'starts_at' | 'ends_at') => {
      const given = input[field] ?? input[`${field}_cairo`];
      if (given === undefined) {
        if (current) return current[field];
        throw new ValidationFailed(`The ${field.replace('_at', '')} time is required`, {
          [field]: 'Required (Cairo time, e.g. 2026-12-01T09:00)',
        });
      }
      const date = parseCairoTime(given);
      if (!date) {
        throw new ValidationFailed(
          `The ${field.replace('_at', '')} time must be a date and time in Cairo, e.g. 2026-12-01T09:00`,
          { [field]: 'A date and time in Cairo, e.g. 2026-12-01T09:00' },
        );
      }
      return date;
    };
    const starts_at = read('starts_at');
    const ends_at = read('ends_at');
    if (ends_at <= starts_at || ends_at.getTime() - starts_at.getTime() > MAX_LENGTH_MS) {
      throw new ValidationFailed('The session must end after it starts, within 60 days', {
        ends_at: 'After the start, within 60 days',
      });
    }
    return { starts_at, ends_at };
  }

  private presentTimes(session: CourseSession) {
    return {
      id: session.id,
      starts_at: session.starts_at,
      ends_at: session.ends_at,
      starts_at_cairo: toCairoInput(session.starts_at),
      ends_at_cairo: toCairoInput(session.ends_at),
      // Issue 22 item 5: dates as people write them (Cairo), "Wed 10 Feb 2027, 09:00–16:00".
      label: sessionLabel(session),
      date_label: dateLabel(session.starts_at, session.ends_at),
      time_label: timeLabel(session.starts_at, session.ends_at),
      duration_label: durationLabel(session.starts_at, session.ends_at),
      location: session.location,
      language: session.language,
      status: session.status,
    };
  }

  private presentPublic(session: CourseSession, seats: Awaited<ReturnType<typeof occupancy>>) {
    const left = publicSeatsLeft(session, seats);
    return {
      ...this.presentTimes(session),
      course_id: session.course_id,
      capacity: session.capacity,
      seats_left: left,
      full: left === 0,
      waiting: seats.waiting,
    };
  }

  private presentForStaff(session: CourseSession, seats: Occupancy) {
    return {
      ...this.presentPublic(session, seats),
      course: { id: session.course.id, name: session.course.name },
      seats_taken: seats.paid,
      booked_count: seats.paid,
      seats_held: seats.holders.size,
      created_at: session.created_at,
      updated_at: session.updated_at,
    };
  }
}
