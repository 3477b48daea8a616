import { AuditEntry } from '../src/model/audit-entry.entity.js';
import { Certificate } from '../src/model/certificate.entity.js';
import type { Page } from '../src/common/crud/crud.service.js';
import { ResourceService } from '../src/common/resource/resource.service.js';
import { JobRequest } from '../src/model/job-request.entity.js';
import { Job } from '../src/model/job.entity.js';
import { OutboxMail } from '../src/model/outbox-mail.entity.js';
import { PaymentOrder } from '../src/model/payment-order.entity.js';
import { PaymentTransaction } from '../src/model/payment-transaction.entity.js';
import testimonials, { Testimonial } from '../src/resources/testimonials.js';
import { Role } from '../src/common/access/roles.js';
import { makeCourse } from './support/courses.js';
import {
  bearer,
  createTestApp,
  signedInUser,
  type SignedIn,
  type TestApp,
  unique,
} from './support/test-app.js';

interface Row {
  id: number;
  full_name?: string;
  [field: string]: unknown;
}

/**
 * Issue 12: `POST /api/<r>/search?…&page&limit[&sort&order]` answers `{data, total}` over the
 * newest 500 matches; without page/limit the bare array stays as it was.
 */
describe('Paged search', () => {
  let t: TestApp;
  let boss: SignedIn;
  let staff: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    boss = await signedInUser(t, Role.SuperAdmin);
    staff = await signedInUser(t, Role.Admin);
  });
  afterAll(() => t.close());

  const requests = () => t.db.getRepository(JobRequest);
  /** Job requests named `${marker} <name>`, saved one after another (ids ascending). */
  async function addRequests(
    marker: string,
    names: string[],
    fields: Partial<JobRequest> = {},
  ): Promise<number[]> {
    const ids: number[] = [];
    for (const name of names) {
      const row = await requests().save({
        full_name: `${marker} ${name}`,
        country: 'Egypt',
        email: `${unique('sp')}@example.com`,
        cv: 'cv/none.pdf',
        ...fields,
      });
      ids.push(row.id);
    }
    return ids;
  }

  const post = (path: string, token = boss.token) => t.api().post(path).set(bearer(token));

  async function page(path: string, token = boss.token): Promise<Page<Row>> {
    const res = await post(path, token).expect(200);
    expect(Object.keys(res.body as object).sort()).toEqual(['data', 'total']);
    return res.body as Page<Row>;
  }
  const idsOf = (rows: Row[]) => rows.map((row) => row.id);
  const newestFirst = (ids: number[]) => [...ids].sort((a, b) => b - a);

  it('pages the matches newest first, total counting them all', async () => {
    const marker = unique('Sp');
    const ids = newestFirst(await addRequests(marker, ['A', 'B', 'C', 'D', 'E', 'F', 'G']));
    const url = `/api/job-requests/search?full_name=${marker}`;
    const first = await page(`${url}&page=1&limit=3`);
    expect(first.total).toBe(7);
    expect(idsOf(first.data)).toEqual(ids.slice(0, 3));
    expect(idsOf((await page(`${url}&page=2&limit=3`)).data)).toEqual(ids.slice(3, 6));
    expect(await page(`${url}&page=3&limit=3`)).toMatchObject({ total: 7 });
    expect(idsOf((await page(`${url}&page=3&limit=3`)).data)).toEqual(ids.slice(6));
    expect(await page(`${url}&page=4&limit=3`)).toEqual({ data: [], total: 7 });
    // page alone takes the list's default limit (10), limit alone the first page.
    expect(idsOf((await page(`${url}&page=1`)).data)).toEqual(ids);
    expect(idsOf((await page(`${url}&limit=2`)).data)).toEqual(ids.slice(0, 2));
    // An explicit newest first, and its reverse.
    expect(idsOf((await page(`${url}&page=1&limit=3&sort=id&order=DESC`)).data)).toEqual(
      ids.slice(0, 3),
    );
    expect(idsOf((await page(`${url}&page=1&limit=3&sort=id&order=ASC`)).data)).toEqual(
      [...ids].reverse().slice(0, 3),
    );
  });

  it('presents each row of a page as GET /:id does (relations, signed CV link)', async () => {
    const marker = unique('Sp');
    const job = await t.db
      .getRepository(Job)
      .save({ title: `${marker} job`, category: 'Drilling', description: '<p>x</p>', type: 'all' });
    const [id] = await addRequests(marker, ['Only'], { job_id: job.id, gpa: 'Good' });
    const { data } = await page(`/api/job-requests/search?full_name=${marker}&page=1&limit=10`);
    const one = data[0];
    const got = (await t.api().get(`/api/job-requests/${id}`).set(bearer(boss.token)).expect(200))
      .body as Row;
    expect(one.job).toEqual({ id: job.id, title: job.title });
    const withoutLink = ({ cv: _cv, ...rest }: Row) => rest;
    expect(withoutLink(one)).toEqual(withoutLink(got));
    expect(String(one.cv)).toMatch(new RegExp(`^/api/job-requests/${id}/cv\\?expires=`));
  });

  it('orders by an own column, ascending or descending, ties newest first', async () => {
    const marker = unique('Sp');
    const [charlie, alpha, bravoOld, bravoNew] = await addRequests(marker, [
      'Charlie',
      'Alpha',
      'Bravo',
      'Bravo',
    ]);
    const url = `/api/job-requests/search?full_name=${marker}&page=1&limit=10&sort=full_name`;
    expect(idsOf((await page(`${url}&order=ASC`)).data)).toEqual([
      alpha,
      bravoNew,
      bravoOld,
      charlie,
    ]);
    expect(idsOf((await page(`${url}&order=DESC`)).data)).toEqual([
      charlie,
      bravoNew,
      bravoOld,
      alpha,
    ]);
    // `order` is read in any case; a sort without an order is ascending.
    expect(idsOf((await page(`${url}&order=desc`)).data)[0]).toBe(charlie);
    expect(idsOf((await page(url)).data)[0]).toBe(alpha);
    // The page is cut after ordering.
    const second = await page(
      `/api/job-requests/search?full_name=${marker}&page=2&limit=2&sort=full_name&order=ASC`,
    );
    expect(second).toEqual({ data: expect.any(Array) as unknown, total: 4 });
    expect(idsOf(second.data)).toEqual([bravoOld, charlie]);
  });

  it('orders by a declared relation’s column (job.title), rows without one first', async () => {
    const marker = unique('Sp');
    const jobs = t.db.getRepository(Job);
    const job = (title: string) =>
      jobs.save({ title, category: 'Drilling', description: '<p>x</p>', type: 'all' });
    const [alphaJob, bravoJob] = [await job(`${marker} Alpha`), await job(`${marker} Bravo`)];
    const [toBravo] = await addRequests(marker, ['One'], { job_id: bravoJob.id });
    const [toAlpha] = await addRequests(marker, ['Two'], { job_id: alphaJob.id });
    const [none] = await addRequests(marker, ['Three']);
    const url = `/api/job-requests/search?full_name=${marker}&page=1&limit=10&sort=job.title`;
    expect(idsOf((await page(`${url}&order=ASC`)).data)).toEqual([none, toAlpha, toBravo]);
    expect(idsOf((await page(`${url}&order=DESC`)).data)).toEqual([toBravo, toAlpha, none]);
  });

  it.each([
    'nope',
    'job',
    'user',
    'job.nope',
    'job.title.x',
    'row.full_name',
    'user.passwordHash',
    'user.password_hash',
    'id; DROP TABLE job_requests',
    'full_name DESC, (SELECT 1)',
    '`full_name`',
    '"full_name"',
    'full_name)--',
    '__proto__',
    'constructor',
    '.',
    'x'.repeat(100),
  ])('falls back to newest first for the sort field %j (never a 5xx)', async (sort) => {
    const marker = unique('Sp');
    const ids = newestFirst(await addRequests(marker, ['Charlie', 'Alpha', 'Bravo']));
    const query = new URLSearchParams({ full_name: marker, page: '1', limit: '10', sort });
    for (const order of ['ASC', 'DESC']) {
      const found = await page(`/api/job-requests/search?${query.toString()}&order=${order}`);
      expect(idsOf(found.data)).toEqual(ids);
    }
  });

  it('never sorts by a hidden column (a password hash): newest first instead', async () => {
    const marker = unique('Sp');
    const first = await signedInUser(t, Role.User, `${marker} One`);
    const second = await signedInUser(t, Role.User, `${marker} Two`);
    for (const sort of ['passwordHash', 'password_hash']) {
      const found = await page(`/api/users/search?name=${marker}&page=1&limit=10&sort=${sort}`);
      expect(idsOf(found.data)).toEqual([second.id, first.id]);
    }
  });

  it('counts at most the newest 500 matches', async () => {
    const marker = unique('Sp');
    const ids: number[] = [];
    for (let chunk = 0; chunk < 6; chunk += 1) {
      const rows = Array.from({ length: chunk < 5 ? 100 : 5 }, (_, i) => ({
        full_name: `${marker} Many ${chunk * 100 + i}`,
        country: 'Egypt',
        email: `${marker}.${chunk * 100 + i}@example.com`,
        cv: 'cv/none.pdf',
      }));
      const inserted = await requests().insert(rows);
      ids.push(...inserted.identifiers.map((key) => Number(key.id)));
    }
    const newest = newestFirst(ids).slice(0, 500);
    const url = `/api/job-requests/search?full_name=${marker}`;
    const first = await page(`${url}&page=1&limit=100`);
    expect(first.total).toBe(500);
    expect(idsOf(first.data)).toEqual(newest.slice(0, 100));
    expect(idsOf((await page(`${url}&page=50&limit=10`)).data)).toEqual(newest.slice(490));
    expect(await page(`${url}&page=51&limit=10`)).toEqual({ data: [], total: 500 });
    // Sorted pages order the same 500: the 5 oldest never appear.
    const sorted = await page(`${url}&page=1&limit=100&sort=email&order=ASC`);
    expect(sorted.total).toBe(500);
    expect(idsOf(sorted.data).every((id) => newest.includes(id))).toBe(true);
    const bare = (await post(url).expect(200)).body as Row[];
    expect(idsOf(bare)).toEqual(newest);
  });

  it('pages the dashboard’s job and grade filters', async () => {
    const marker = unique('Sp');
    const job = await t.db.getRepository(Job).save({
      title: `${marker} Engineer`,
      category: 'Drilling',
      description: '<p>x</p>',
      type: 'all',
    });
    const good = newestFirst(
      await addRequests(marker, ['A', 'B', 'C', 'D'], { job_id: job.id, gpa: 'Good' }),
    );
    await addRequests(marker, ['E', 'F'], { job_id: job.id, gpa: 'Very good' });
    const title = encodeURIComponent(job.title.toUpperCase());
    const url = `/api/job-requests/search?full_name=&job_title=${title}&gpa=good`;
    const first = await page(`${url}&page=1&limit=3`);
    expect(first.total).toBe(4);
    expect(idsOf(first.data)).toEqual(good.slice(0, 3));
    expect(first.data.every((row) => row.gpa === 'Good')).toBe(true);
    expect(idsOf((await page(`${url}&page=2&limit=3`)).data)).toEqual(good.slice(3));
    const byJob = await page(`/api/job-requests/search?job_title=${title}&page=1&limit=10`);
    expect(byJob.total).toBe(6);
    // Filter values no row can hold: an empty page, not an error.
    for (const filter of ['gpa=Brilliant', `job_title=${unique('none')}`, 'stage=nowhere']) {
      expect(await page(`/api/job-requests/search?${filter}&page=1&limit=10`)).toEqual({
        data: [],
        total: 0,
      });
    }
  });

  it('a kept list page sees a new or deleted row at once (issue 12)', async () => {
    const firstIds = async () => {
      const res = await t.api().get('/api/job-requests?page=1&limit=5').set(bearer(boss.token));
      const body = res.body as Page<Row>;
      return { ids: idsOf(body.data), total: body.total };
    };
    const before = await firstIds();
    expect(await firstIds()).toEqual(before);
    const [added] = await addRequests(unique('Kl'), ['Salma']);
    const after = await firstIds();
    expect(after.ids[0]).toBe(added);
    expect(after.total).toBe(before.total + 1);
    await requests().delete(added);
    expect(await firstIds()).toEqual(before);
  });

  it('a kept search sees every write to the tables it reads at once (issue 12)', async () => {
    const marker = unique('Sk');
    const job = await t.db.getRepository(Job).save({
      title: `${marker} Welder`,
      category: 'Drilling',
      description: '<p>x</p>',
      type: 'all',
    });
    const [first] = await addRequests(marker, ['Omar'], { job_id: job.id });
    const byName = `/api/job-requests/search?full_name=${marker}&page=1&limit=10`;
    const total = async (url: string) => (await page(url)).total;
    expect(await total(byName)).toBe(1);
    expect(await total(byName)).toBe(1);
    // A new row, an edit and a delete in the searched table.
    const [second] = await addRequests(marker, ['Nour']);
    expect(idsOf((await page(byName)).data)).toEqual([second, first]);
    await requests().update(second, { full_name: 'Someone Else' });
    expect(await total(byName)).toBe(1);
    await requests().delete(first);
    expect(await total(byName)).toBe(0);
    // The job-title filter reads jobs: renaming the job changes what it matches.
    const [third] = await addRequests(marker, ['Aya'], { job_id: job.id });
    const byTitle = (title: string) =>
      `/api/job-requests/search?job_title=${encodeURIComponent(title)}&page=1&limit=10`;
    expect(await total(byTitle(`${marker} Fitter`))).toBe(0);
    await t.db.getRepository(Job).update(job.id, { title: `${marker} Fitter` });
    expect(idsOf((await page(byTitle(`${marker} Fitter`))).data)).toEqual([third]);
    expect(await total(byTitle(`${marker} Welder`))).toBe(0);
    // Who asks is part of what is kept: staff and the super admin see the same rows here, and
    // a user who may not search is refused however often it was asked.
    expect(await total(byName.replace(marker, `${marker} Aya`))).toBe(1);
    const user = await signedInUser(t, Role.User);
    await post(byName, user.token).expect(403);
    expect(await total(byName)).toBe(1);
  });

  it.each([
    ['page=0&limit=10', 'page'],
    ['page=-1&limit=10', 'page'],
    ['page=abc&limit=10', 'page'],
    ['page=1.5&limit=10', 'page'],
    ['page=1e20&limit=10', 'page'],
    ['page=1&limit=0', 'limit'],
    ['page=1&limit=101', 'limit'],
    ['page=1&limit=ten', 'limit'],
  ])('answers %s with the list’s own 422', async (query, field) => {
    const search = await post(`/api/job-requests/search?full_name=x&${query}`).expect(422);
    const list = await t
      .api()
      .get(`/api/job-requests?${query}`)
      .set(bearer(boss.token))
      .expect(422);
    const body = search.body as { message: string; errors: Record<string, string> };
    expect(body.message).toBe((list.body as { message: string }).message);
    expect(body.errors[field]).toBe(body.message);
  });

  it('answers an unknown order with a 422 that says what is allowed', async () => {
    for (const order of ['UP', 'ascending', '1']) {
      const res = await post(
        `/api/job-requests/search?full_name=x&page=1&limit=10&sort=id&order=${order}`,
      ).expect(422);
      expect(res.body).toEqual({
        message: 'order must be ASC or DESC',
        errors: { order: 'order must be ASC or DESC' },
      });
    }
  });

  it('keeps the bare array without page and limit (sort and order alone change nothing)', async () => {
    const marker = unique('Sp');
    const ids = newestFirst(await addRequests(marker, ['Charlie', 'Alpha', 'Bravo']));
    const url = `/api/job-requests/search?full_name=${marker}`;
    const bare = (await post(url).expect(200)).body as Row[];
    expect(Array.isArray(bare)).toBe(true);
    expect(idsOf(bare)).toEqual(ids);
    expect(Object.keys(bare[0]).sort()).toEqual(
      [
        'id',
        'job_id',
        'full_name',
        'country',
        'email',
        'phone',
        'gpa',
        'stage',
        'cv',
        'job',
        'user_id',
        'user',
        'created_at',
        'updated_at',
      ].sort(),
    );
    const sorted = (await post(`${url}&sort=full_name&order=ASC`).expect(200)).body as Row[];
    expect(idsOf(sorted)).toEqual(ids);
    // Nor is an order checked that nothing uses.
    await post(`${url}&order=sideways`).expect(200);
  });

  it('counts only the rows the caller may see', async () => {
    const marker = unique('Sp');
    const repo = t.db.getRepository(Testimonial);
    const service = new ResourceService(repo, testimonials);
    const save = (published: boolean) =>
      repo.save({ quote: `Said ${marker}`, author: 'Adel', company: 'Co', published });
    const shown = newestFirst([
      (await save(true)).id,
      (await save(true)).id,
      (await save(true)).id,
    ]);
    await save(false);
    await save(false);
    const query = { quote: marker, page: '1', limit: '2' };
    for (const viewer of [null, { id: 1, role: Role.User }]) {
      const visitor = (await service.search(query, viewer)) as Page<Row>;
      expect(visitor.total).toBe(3);
      expect(idsOf(visitor.data)).toEqual(shown.slice(0, 2));
    }
    const bare = (await service.search({ quote: marker }, null)) as Row[];
    expect(idsOf(bare)).toEqual(shown);
    // Staff see every row, through the API too.
    expect((await service.search(query, { id: 1, role: Role.Admin })) as Page<Row>).toMatchObject({
      total: 5,
    });
    expect((await page(`/api/testimonials/search?quote=${marker}&page=1&limit=2`)).total).toBe(5);
  });

  describe('every search answers pages', () => {
    it('users and courses (word search), sorted by a column', async () => {
      const marker = unique('Sp');
      const zed = await signedInUser(t, Role.User, `${marker} Zed`);
      const amal = await signedInUser(t, Role.User, `${marker} Amal`);
      const users = await page(`/api/users/search?name=${marker}&page=1&limit=1&sort=name`);
      expect(users.total).toBe(2);
      expect(idsOf(users.data)).toEqual([amal.id]);
      expect(users.data[0]).not.toHaveProperty('passwordHash');
      const newest = await page(`/api/users/search?name=${marker}&page=2&limit=1`);
      expect(idsOf(newest.data)).toEqual([zed.id]);
      const course = await makeCourse(t, { name: `Gas ${marker} lift` });
      const courses = await page(`/api/courses/search?name=${marker}&page=1&limit=5`);
      expect(courses).toMatchObject({ total: 1 });
      expect(courses.data[0]).toMatchObject({
        id: course.id,
        category: { id: course.category.id },
      });
    });

    it('certificates by holder id and by holder name', async () => {
      const holder = await signedInUser(t, Role.User, `${unique('Sp')} Holder`);
      const course = await makeCourse(t);
      const ids: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const row = await t.db.getRepository(Certificate).save({
          user_id: holder.id,
          course_id: course.id,
          certificate: 'certificates/none.pdf',
          verification_code: unique('vc').slice(0, 32),
        });
        ids.push(row.id);
      }
      const newest = newestFirst(ids);
      const byId = await page(`/api/certificates/search?user_id=${holder.id}&page=2&limit=2`);
      expect(byId.total).toBe(3);
      expect(idsOf(byId.data)).toEqual(newest.slice(2));
      expect(byId.data[0]).toMatchObject({ user: { id: holder.id }, course: { id: course.id } });
      const name = encodeURIComponent(holder.name.toUpperCase());
      const byName = await page(`/api/certificates/search?user_id=${name}&page=1&limit=2`);
      expect(byName.total).toBe(3);
      expect(idsOf(byName.data)).toEqual(newest.slice(0, 2));
    });

    it('the audit trail by staff member', async () => {
      const name = unique('Sp staff');
      const entries = t.db.getRepository(AuditEntry);
      const ids: number[] = [];
      for (const action of ['create', 'update', 'delete'] as const) {
        const row = await entries.save({
          user_id: null,
          user_name: name,
          action,
          resource: 'courses',
          record_id: 1,
          changes: '{}',
        });
        ids.push(row.id);
      }
      const url = `/api/audit/search?user=${encodeURIComponent(name)}`;
      const found = await page(`${url}&page=1&limit=2`);
      expect(found.total).toBe(3);
      expect(idsOf(found.data)).toEqual(newestFirst(ids).slice(0, 2));
      expect(found.data[0]).toHaveProperty('summary');
      const sorted = await page(`${url}&page=1&limit=3&sort=action&order=ASC`);
      expect(sorted.data.map((row) => row.action)).toEqual(['create', 'delete', 'update']);
      expect(await page(`${url}&from=yesterday&page=1&limit=2`)).toEqual({ data: [], total: 0 });
    });

    it('the mail outbox (its own controller, the generic search)', async () => {
      const subject = unique('Sp subject');
      const mails = t.db.getRepository(OutboxMail);
      const ids: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const row = await mails.save({
          kind: 'test',
          recipients: JSON.stringify(['someone@example.com']),
          subject,
          html: '<p>x</p>',
          text: 'x',
          status: 'sent',
          next_attempt_at: new Date(),
        });
        ids.push(row.id);
      }
      const url = `/api/mail-outbox/search?subject=${encodeURIComponent(subject)}&status=sent`;
      const found = await page(`${url}&page=2&limit=2`);
      expect(found.total).toBe(3);
      expect(idsOf(found.data)).toEqual(newestFirst(ids).slice(2));
      expect(found.data[0]).toMatchObject({ subject, to: 'someone@example.com' });
    });

    it('payments by e-mail, status and course', async () => {
      const buyer = await signedInUser(t, Role.User);
      const course = await makeCourse(t);
      const order = await t.db.getRepository(PaymentOrder).save({
        user_id: buyer.id,
        course_id: course.id,
        amount_cents: 100,
        currency: 'EGP',
        status: 'paid',
        merchant_reference: unique('ref-'),
        provider: 'emulator',
        billing: { first_name: 'Mona', last_name: 'Hassan' },
      });
      const email = `${unique('payer')}@example.com`;
      const ids: number[] = [];
      for (const success of [true, false, true]) {
        const row = await t.db.getRepository(PaymentTransaction).save({
          provider_transaction_id: unique('txn-'),
          payment_order_id: order.id,
          first_name: 'Mona',
          email,
          phone_number: '01012345678',
          success,
          amount_cents: 100,
          currency: 'EGP',
        });
        ids.push(row.id);
      }
      const url = `/api/paymob/transactions/search?email=${encodeURIComponent(email)}`;
      const found = await page(`${url}&page=1&limit=2`, staff.token);
      expect(found.total).toBe(3);
      expect(idsOf(found.data)).toEqual(newestFirst(ids).slice(0, 2));
      expect(found.data[0]).toMatchObject({ course_id: course.id, payer_name: 'Mona Hassan' });
      const paid = await page(
        `${url}&status=success&course_id=${course.id}&page=1&limit=10`,
        staff.token,
      );
      expect(idsOf(paid.data)).toEqual([ids[2], ids[0]]);
      await post(`${url}&status=lost&page=1&limit=10`, staff.token).expect(422);
    });
  });
});
