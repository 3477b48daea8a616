import { jest } from '@jest/globals';
import { ContactMessage } from '../src/model/contact-message.entity.js';
import { OverviewService } from '../src/overview/overview.service.js';
import { JobRequest } from '../src/model/job-request.entity.js';
import { Job } from '../src/model/job.entity.js';
import { Purchase } from '../src/model/purchase.entity.js';
import { Role } from '../src/common/access/roles.js';
import { makeCourse } from './support/courses.js';
import { createListeningApp, initiate, payOnEmulator } from './support/payments.js';
import { makeSession } from './support/sessions.js';
import { bearer, signedInUser, type SignedIn, type TestApp, unique } from './support/test-app.js';

interface Overview {
  revenue_by_month: { month: string; egp: number }[];
  bookings_by_course: { course_id: number; course: string; bookings: number }[];
  upcoming_sessions: {
    id: number;
    capacity: number;
    seats_taken: number;
    seats_left: number;
    fill_rate: number;
  }[];
  applications_by_stage: { stage: string; count: number }[];
  applications_by_job: { job_id: number; job: string; count: number }[];
  new_messages: { days: number; count: number; latest: { id: number; name: string }[] };
  new_accounts_by_month?: { month: string; count: number }[];
}

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** Issue 14 item 6: GET /api/overview, the dashboard home's figures. */
describe('Overview: figures for staff', () => {
  let t: TestApp;
  let top: SignedIn;
  let staff: SignedIn;
  beforeAll(async () => {
    t = await createListeningApp();
    top = await signedInUser(t, Role.SuperAdmin);
    staff = await signedInUser(t, Role.Admin);
  });
  afterAll(() => t.close());

  const read = async (who: SignedIn) =>
    (await t.api().get('/api/overview').set(bearer(who.token)).expect(200)).body as Overview;
  const revenueNow = (body: Overview) =>
    body.revenue_by_month.find((row) => row.month === thisMonth())!.egp;
  const stageCount = (body: Overview, stage: string) =>
    body.applications_by_stage.find((row) => row.stage === stage)!.count;

  it('counts a paid order in this month’s revenue (EGP), once, and books the course', async () => {
    const before = await read(top);
    expect(before.revenue_by_month).toHaveLength(12);
    expect(before.revenue_by_month.at(-1)!.month).toBe(thisMonth());
    const course = await makeCourse(t, { price: 18500.25 });
    const buyer = await signedInUser(t);
    const { url } = await initiate(t, buyer, course);
    await payOnEmulator(t, url, '5123 4567 8901 2346');
    // A started but unpaid order adds nothing.
    await initiate(t, await signedInUser(t), course);
    const after = await read(top);
    expect(revenueNow(after) - revenueNow(before)).toBeCloseTo(18500.25, 2);
    const booked = after.bookings_by_course.find((row) => row.course_id === course.id);
    // Listed when in the top ten (a shared MariaDB may hold busier courses from earlier runs).
    if (booked) expect(booked).toMatchObject({ course: course.name, bookings: 1 });
  }, 60_000);

  it('counts applications by stage and by job', async () => {
    const before = await read(staff);
    const job = await t.db
      .getRepository(Job)
      .save({ title: unique('Mud Logger '), category: 'Geology', description: '<p>x</p>' });
    const base = { country: 'Egypt', cv: 'cvs/none.pdf', job_id: job.id };
    await t.db.getRepository(JobRequest).save([
      { ...base, full_name: 'A', email: `${unique()}@example.com`, stage: 'interview' as const },
      { ...base, full_name: 'B', email: `${unique()}@example.com`, stage: 'interview' as const },
      { ...base, full_name: 'C', email: `${unique()}@example.com`, stage: 'hired' as const },
    ]);
    const after = await read(staff);
    expect(after.applications_by_stage.map((row) => row.stage)).toEqual([
      'new',
      'reviewed',
      'interview',
      'offer',
      'hired',
      'rejected',
    ]);
    expect(stageCount(after, 'interview') - stageCount(before, 'interview')).toBe(2);
    expect(stageCount(after, 'hired') - stageCount(before, 'hired')).toBe(1);
    const listed = after.applications_by_job.find((row) => row.job_id === job.id);
    if (listed) expect(listed).toMatchObject({ job: job.title, count: 3 });
  });

  it('shows the next session with its seats taken, left and fill rate', async () => {
    const course = await makeCourse(t);
    // Sooner than any other test's session, so it is among the next five.
    const soon = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 5 * 60_000);
    const session = await makeSession(t, course.id, { capacity: 4, starts_at: soon });
    const buyers = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
    await t.db
      .getRepository(Purchase)
      .save(buyers.map((b) => ({ user_id: b.id, course_id: course.id, session_id: session.id })));
    const body = await read(staff);
    expect(body.upcoming_sessions.length).toBeLessThanOrEqual(5);
    expect(body.upcoming_sessions.find((row) => row.id === session.id)).toMatchObject({
      capacity: 4,
      seats_taken: 3,
      seats_left: 1,
      fill_rate: 0.75,
    });
  }, 60_000);

  it('counts this week’s contact messages and lists the latest first', async () => {
    const before = await read(staff);
    const saved = await t.db.getRepository(ContactMessage).save({
      name: unique('Hany '),
      email: `${unique()}@example.com`,
      country: 'Egypt',
      message: 'Hello',
    });
    const after = await read(staff);
    expect(after.new_messages.count - before.new_messages.count).toBe(1);
    expect(after.new_messages.latest[0]).toMatchObject({ id: saved.id, name: saved.name });
    expect(after.new_messages.latest.length).toBeLessThanOrEqual(5);
  });

  it('is computed once while its tables are unchanged, and again after a write (issue 24 item 14)', async () => {
    const service = t.app.get(OverviewService);
    const compute = jest.spyOn(service, 'compute');
    try {
      await read(staff);
      const first = compute.mock.calls.length;
      await Promise.all([read(staff), read(staff), read(staff)]);
      // Kept: the same minute and no table changed (a new minute may start between the calls).
      expect(compute.mock.calls.length - first).toBeLessThanOrEqual(1);
      await t.db.query(
        "INSERT INTO contact_messages (name, email, country, message) VALUES ('Raw Writer', 'raw@example.com', 'Egypt', 'Hi')",
      );
      const after = await read(staff);
      expect(after.new_messages.latest[0]).toMatchObject({ name: 'Raw Writer' });
    } finally {
      compute.mockRestore();
    }
  });

  it('role 2001 sees new accounts per month; role 1996 gets no user figures at all', async () => {
    const before = await read(top);
    await signedInUser(t);
    const after = await read(top);
    const now = (body: Overview) =>
      body.new_accounts_by_month!.find((row) => row.month === thisMonth())!.count;
    expect(after.new_accounts_by_month).toHaveLength(12);
    expect(now(after) - now(before)).toBe(1);
    const res = await t.api().get('/api/overview').set(bearer(staff.token)).expect(200);
    expect(res.body).not.toHaveProperty('new_accounts_by_month');
    expect(JSON.stringify(res.body)).not.toMatch(/account|users/);
  });

  it('refuses members (403) and visitors (401)', async () => {
    const member = await signedInUser(t, Role.User);
    await t.api().get('/api/overview').set(bearer(member.token)).expect(403);
    await t.api().get('/api/overview').expect(401);
  });
});
