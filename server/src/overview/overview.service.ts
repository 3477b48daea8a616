import { Injectable } from '@nestjs/common';
import { DataSource, MoreThan, MoreThanOrEqual } from 'typeorm';
import { type Principal, Role } from '../common/access/roles.js';
import { ContactMessage } from '../model/contact-message.entity.js';
import { Course } from '../model/course.entity.js';
import { JobRequest } from '../model/job-request.entity.js';
import { STAGES } from '../model/job-request-stages.js';
import { Job } from '../model/job.entity.js';
import { PaymentOrder } from '../model/payment-order.entity.js';
import { Purchase } from '../model/purchase.entity.js';
import { CourseSession } from '../model/course-session.entity.js';
import { User } from '../model/user.entity.js';
import { fillMonths, lastMonths, monthOf, monthStart } from './month-sql.js';
import { keptWhileUnchanged } from '../database/table-versions.js';
import { tablesRead } from '../database/tables-read.js';

const MONTHS = 12;
const TOP = 10;
const UPCOMING = 5;
const LATEST_MESSAGES = 5;
const RECENT_DAYS = 7;

type Row = Record<string, string | number | null>;

/**
 * Every figure is one aggregate query over indexed columns (or a short, limited list), so the
 * page stays fast on large tables; names are looked up only for the few rows shown.
 */
/** What the overview reads; its tables (and those these name) come from their metadata. */
const READS = [
  PaymentOrder,
  Purchase,
  CourseSession,
  Course,
  JobRequest,
  Job,
  ContactMessage,
  User,
];

/**
 * The figures are kept while every table they read is unchanged (issue 24 item 14), for a
 * minute at most: upcoming sessions, this week's messages and the months move with the clock.
 */
const CLOCK_STEP_MS = 60_000;

@Injectable()
export class OverviewService {
  private tables?: string[];

  constructor(private readonly db: DataSource) {}

  /**
   * The overview as the caller's role sees it, computed again only when one of its tables
   * changed (in any process: the versions are the database's) or the minute turned. Concurrent
   * calls share one computation.
   */
  overview(caller: Principal): Promise<unknown> {
    this.tables ??= [
      ...new Set(READS.flatMap((entity) => tablesRead(this.db.getMetadata(entity)))),
    ].sort();
    const superAdmin = caller.role === Role.SuperAdmin;
    const step = Math.floor(Date.now() / CLOCK_STEP_MS);
    return keptWhileUnchanged(this.db, this.tables, `overview|${superAdmin}|${step}`, () =>
      this.compute(caller),
    );
  }

  async compute(caller: Principal, now = new Date()) {
    const months = lastMonths(now, MONTHS);
    const since = monthStart(now, MONTHS - 1);
    const [revenue, courses, sessions, stages, jobs, messages] = await Promise.all([
      this.revenueByMonth(months, since),
      this.bookingsByCourse(),
      this.upcomingSessions(now),
      this.applicationsByStage(),
      this.applicationsByJob(),
      this.newMessages(now),
    ]);
    const answer = {
      generated_at: now.toISOString(),
      revenue_by_month: revenue,
      bookings_by_course: courses,
      upcoming_sessions: sessions,
      applications_by_stage: stages,
      applications_by_job: jobs,
      new_messages: messages,
    };
    // Staff (1996) see no user figures at all: the key is absent, not empty.
    if (caller.role !== Role.SuperAdmin) return answer;
    return { ...answer, new_accounts_by_month: await this.accountsByMonth(months, since) };
  }

  /** EGP from paid orders, by the month the order was started (UTC). */
  private async revenueByMonth(months: string[], since: Date) {
    const month = monthOf(this.db, 'o.created_at');
    const rows = await this.db
      .createQueryBuilder(PaymentOrder, 'o')
      .select(month, 'month')
      .addSelect('SUM(o.amount_cents)', 'value')
      .where('o.status = :status', { status: 'paid' })
      .andWhere('o.created_at >= :since', { since })
      .groupBy(month)
      .getRawMany<{ month: string; value: string | number | null }>();
    return fillMonths(months, rows).map(({ month, value }) => ({ month, egp: value / 100 }));
  }

  private async bookingsByCourse() {
    const rows = await this.db
      .createQueryBuilder(Purchase, 'p')
      .select('p.course_id', 'course_id')
      .addSelect('COUNT(*)', 'bookings')
      .groupBy('p.course_id')
      .orderBy('bookings', 'DESC')
      .addOrderBy('p.course_id', 'ASC')
      .limit(TOP)
      .getRawMany<Row>();
    const names = await this.names(
      Course,
      'name',
      rows.map((row) => Number(row.course_id)),
    );
    return rows.map((row) => ({
      course_id: Number(row.course_id),
      course: names.get(Number(row.course_id)) ?? `#${row.course_id}`,
      bookings: Number(row.bookings),
    }));
  }

  /** The next scheduled sessions with their paid bookings against capacity. */
  private async upcomingSessions(now: Date) {
    const sessions = await this.db.getRepository(CourseSession).find({
      select: { id: true, course_id: true, starts_at: true, location: true, capacity: true },
      where: { status: 'scheduled', starts_at: MoreThan(now) },
      order: { starts_at: 'ASC', id: 'ASC' },
      take: UPCOMING,
    });
    if (!sessions.length) return [];
    const counts = await this.db
      .createQueryBuilder(Purchase, 'p')
      .select('p.session_id', 'session_id')
      .addSelect('COUNT(*)', 'taken')
      .where('p.session_id IN (:...ids)', { ids: sessions.map((session) => session.id) })
      .groupBy('p.session_id')
      .getRawMany<Row>();
    const taken = new Map(counts.map((row) => [Number(row.session_id), Number(row.taken)]));
    const names = await this.names(
      Course,
      'name',
      sessions.map((session) => session.course_id),
    );
    return sessions.map((session) => {
      const booked = taken.get(session.id) ?? 0;
      return {
        id: session.id,
        course_id: session.course_id,
        course: names.get(session.course_id) ?? `#${session.course_id}`,
        starts_at: session.starts_at,
        location: session.location,
        capacity: session.capacity,
        seats_taken: booked,
        seats_left: Math.max(0, session.capacity - booked),
        fill_rate: session.capacity > 0 ? Math.min(1, booked / session.capacity) : 0,
      };
    });
  }

  /** Every stage, in pipeline order, zero included. */
  private async applicationsByStage() {
    const rows = await this.db
      .createQueryBuilder(JobRequest, 'r')
      .select('r.stage', 'stage')
      .addSelect('COUNT(*)', 'count')
      .groupBy('r.stage')
      .getRawMany<Row>();
    const found = new Map(rows.map((row) => [String(row.stage), Number(row.count)]));
    return STAGES.map((stage) => ({ stage, count: found.get(stage) ?? 0 }));
  }

  private async applicationsByJob() {
    const rows = await this.db
      .createQueryBuilder(JobRequest, 'r')
      .select('r.job_id', 'job_id')
      .addSelect('COUNT(*)', 'count')
      .where('r.job_id IS NOT NULL')
      .groupBy('r.job_id')
      .orderBy('count', 'DESC')
      .addOrderBy('r.job_id', 'ASC')
      .limit(TOP)
      .getRawMany<Row>();
    const titles = await this.names(
      Job,
      'title',
      rows.map((row) => Number(row.job_id)),
    );
    return rows.map((row) => ({
      job_id: Number(row.job_id),
      job: titles.get(Number(row.job_id)) ?? `#${row.job_id}`,
      count: Number(row.count),
    }));
  }

  private async newMessages(now: Date) {
    const since = new Date(now.getTime() - RECENT_DAYS * 24 * 60 * 60_000);
    const repo = this.db.getRepository(ContactMessage);
    const [count, unanswered, latest] = await Promise.all([
      repo.countBy({ created_at: MoreThanOrEqual(since) }),
      // Issue 26 item 15: the enquiries nobody has taken up yet, however old.
      repo.countBy({ state: 'new' }),
      // By id: the primary key orders them as created, without a scan.
      repo.find({
        select: { id: true, name: true, email: true, created_at: true },
        order: { id: 'DESC' },
        take: LATEST_MESSAGES,
      }),
    ]);
    return { days: RECENT_DAYS, count, new_count: unanswered, latest };
  }

  private async accountsByMonth(months: string[], since: Date) {
    const month = monthOf(this.db, 'u.created_at');
    const rows = await this.db
      .createQueryBuilder(User, 'u')
      .select(month, 'month')
      .addSelect('COUNT(*)', 'value')
      .where('u.created_at >= :since', { since })
      .groupBy(month)
      .getRawMany<{ month: string; value: string | number | null }>();
    return fillMonths(months, rows).map(({ month, value }) => ({ month, count: value }));
  }

  /** id → label for the few rows a panel shows. */
  private async names(
    entity: typeof Course | typeof Job,
    column: 'name' | 'title',
    ids: number[],
  ): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .createQueryBuilder(entity, 'e')
      .select('e.id', 'id')
      .addSelect(`e.${column}`, 'label')
      .where('e.id IN (:...ids)', { ids: [...new Set(ids)] })
      .getRawMany<Row>();
    return new Map(rows.map((row) => [Number(row.id), String(row.label)]));
  }
}
