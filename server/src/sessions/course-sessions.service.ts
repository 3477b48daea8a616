import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type Repository } from 'typeorm';
import { lockSession, occupancies } from '../booking/seats.js';
import { parseCairoTime } from '../common/cairo-time.js';
import { Conflict, ValidationFailed } from '../common/http/api-error.js';
import { type FieldValues, ResourceService } from '../common/resource/resource.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { inTransaction } from '../database/transaction.js';
import { Outbox } from '../mail/outbox.js';
import { Course } from '../model/course.entity.js';
import { CourseSession } from '../model/course-session.entity.js';
import { Purchase } from '../model/purchase.entity.js';
import { COURSE_SESSIONS } from './course-sessions.resource.js';
import { presentForStaff } from './session-present.js';
import { promoteWaitlist } from './waitlist.js';

/** A session is at most this long (a typo in a year should not make a 1,000-day course). */
const MAX_LENGTH_MS = 60 * 24 * 60 * 60_000;

/** The staff list shows this many sessions, newest first (4 seat queries for all of them). */
const LIST_ROWS = 1000;

type Input = FieldValues<CourseSession>;

/**
 * Staff management of dated sessions (ADR 0011) on the declared resource: the shared routes
 * read, search and delete; this adds what a session needs — times in Cairo, the course checks,
 * a raised capacity passing seats down the waitlist — and answers every row with its seats.
 */
@Injectable()
export class CourseSessionsService extends ResourceService<CourseSession> {
  constructor(
    @InjectRepository(CourseSession) repo: Repository<CourseSession>,
    private readonly outbox: Outbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(repo, COURSE_SESSIONS);
  }

  /** The seats of every listed session in four queries (booking/seats.ts occupancies). */
  protected override async presentRows(rows: CourseSession[]): Promise<unknown[]> {
    const seats = await occupancies(
      this.repo.manager,
      rows.map((row) => row.id),
    );
    return rows.map((row) => presentForStaff(row, seats.get(row.id)!));
  }

  /** GET /course-sessions[?course_id]: a bare list, newest first (the course form's panel). */
  async listFor(courseId?: number): Promise<unknown[]> {
    const rows = await this.repo.find({
      where: courseId ? { course_id: courseId } : {},
      relations: { course: true },
      order: { starts_at: 'DESC', id: 'DESC' },
      take: LIST_ROWS,
    });
    return this.presentRows(rows);
  }

  /** The fields, with the times also read under their Cairo names (`starts_at_cairo`). */
  protected override writable(input: unknown): Input {
    const body = (input ?? {}) as Record<string, unknown>;
    const values: Record<string, unknown> = super.writable(input);
    for (const field of ['starts_at', 'ends_at'] as const) {
      const given = body[field] ?? body[`${field}_cairo`];
      if (given !== undefined && given !== null) values[field] = given;
    }
    // A session is cancelled by its action (POST /course-sessions/:id/cancel), never written.
    delete values.status;
    return values;
  }

  override async create(input: unknown): Promise<unknown> {
    const values = this.writable(input);
    if (!values.course_id) {
      throw new ValidationFailed('The course is required', { course_id: 'The course is required' });
    }
    if (!(await this.repo.manager.existsBy(Course, { id: values.course_id }))) {
      throw new ValidationFailed('The course does not exist', {
        course_id: 'The course does not exist',
      });
    }
    const { starts_at, ends_at } = this.times(values, null);
    for (const field of ['location', 'capacity'] as const) {
      if (values[field] === undefined || values[field] === '') {
        throw new ValidationFailed(`The ${field} is required`, {
          [field]: `The ${field} is required`,
        });
      }
    }
    const saved = await this.repo.save({
      course_id: values.course_id,
      starts_at,
      ends_at,
      location: values.location!,
      capacity: values.capacity!,
      language: values.language || 'English',
      status: 'scheduled',
    });
    return this.get(saved.id);
  }

  /** A raised capacity frees seats: the waitlist is promoted in the same transaction. */
  override async update(id: number, input: unknown): Promise<unknown> {
    const values = this.writable(input);
    await inTransaction(this.repo.manager.connection, async (manager) => {
      const session = await lockSession(manager, id);
      if (!session) throw new NotFoundException('Session not found');
      // An empty select (null) keeps the course (DECISIONS 19).
      if (values.course_id != null && values.course_id !== session.course_id) {
        if (await manager.existsBy(Purchase, { session_id: id })) {
          throw new Conflict('This session has bookings: it cannot move to another course');
        }
        if (!(await manager.existsBy(Course, { id: values.course_id }))) {
          throw new ValidationFailed('The course does not exist', {
            course_id: 'The course does not exist',
          });
        }
        session.course_id = values.course_id;
      }
      Object.assign(session, this.times(values, session));
      if (values.location) session.location = values.location;
      if (values.language) session.language = values.language;
      if (values.capacity !== undefined) session.capacity = values.capacity;
      await manager.save(CourseSession, session);
      await promoteWaitlist(manager, session, {
        outbox: this.outbox,
        publicUrl: this.config.publicUrl,
      });
    });
    return this.get(id);
  }

  /** Start and end from the input (or kept), checked together: 422 with the field's message. */
  private times(values: Input, current: CourseSession | null) {
    const read = (field: 'starts_at' | 'ends_at') => {
      const given: unknown = values[field];
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
}
