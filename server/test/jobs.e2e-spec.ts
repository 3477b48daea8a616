import { JobRequest } from '../src/model/job-request.entity.js';
import { Role } from '../src/common/access/roles.js';
import { PageHeads } from '../src/seo/page-heads.js';
import {
  bearer,
  createTestApp,
  signedInUser,
  type SignedIn,
  type TestApp,
  unique,
} from './support/test-app.js';

interface JobBody {
  id: number;
  title: string;
  category: string;
  description: string;
  type: string;
  created_at: string;
  updated_at: string;
}

describe('Jobs API', () => {
  let t: TestApp;
  let staff: SignedIn;
  let admin: SignedIn;
  let member: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signedInUser(t, Role.SuperAdmin);
    admin = await signedInUser(t, Role.Admin);
    member = await signedInUser(t, Role.User);
  });
  afterAll(() => t.close());

  const valid = (over: Record<string, unknown> = {}) => ({
    title: unique('ESP Engineer '),
    category: 'Artificial lift',
    description: '<p>Install and commission <strong>ESP</strong> systems.</p>',
    type: 'all',
    ...over,
  });

  const create = async (over: Record<string, unknown> = {}) => {
    const res = await t
      .api()
      .post('/api/jobs')
      .set(bearer(admin.token))
      .send(valid(over))
      .expect(201);
    return res.body as JobBody;
  };

  it('creates, reads, updates (POST /:id) and deletes a job', async () => {
    const job = await create({ title: 'Well Testing Operator', type: 'instructor' });
    expect(job).toMatchObject({
      title: 'Well Testing Operator',
      category: 'Artificial lift',
      type: 'instructor',
    });
    const one = await t.api().get(`/api/jobs/${job.id}`).expect(200);
    expect(Object.keys(one.body).sort()).toEqual(
      [
        'category',
        'category_ar',
        'created_at',
        'description',
        'description_ar',
        'id',
        'title',
        'title_ar',
        'type',
        'updated_at',
      ].sort(),
    );
    const updated = await t
      .api()
      .post(`/api/jobs/${job.id}`)
      .set(bearer(staff.token))
      .send(valid({ title: 'Senior Well Testing Operator', type: 'all' }))
      .expect(201);
    expect(updated.body).toMatchObject({
      id: job.id,
      title: 'Senior Well Testing Operator',
      type: 'all',
    });
    const removed = await t
      .api()
      .delete(`/api/jobs/${job.id}`)
      .set(bearer(admin.token))
      .expect(200);
    expect(removed.body).toMatchObject({ id: job.id, applications_kept: 0 });
    await t.api().get(`/api/jobs/${job.id}`).expect(404);
  });

  it('lists openings publicly, with or without a token (DECISIONS 14), as a bare array', async () => {
    const job = await create();
    const anonymous = await t.api().get('/api/jobs').expect(200);
    expect(Array.isArray(anonymous.body)).toBe(true);
    expect((anonymous.body as JobBody[]).some((j) => j.id === job.id)).toBe(true);
    const signedIn = await t.api().get('/api/jobs').set(bearer(member.token)).expect(200);
    expect(Array.isArray(signedIn.body)).toBe(true);
    // A visitor asking for a page still gets the public bare list.
    const visitorPage = await t.api().get('/api/jobs?page=1&limit=2').expect(200);
    expect(Array.isArray(visitorPage.body)).toBe(true);
    await t.api().get(`/api/jobs/${job.id}`).expect(200);
  });

  it('pages for staff as {data,total}', async () => {
    await create();
    await create();
    const res = await t.api().get('/api/jobs?page=1&limit=1').set(bearer(admin.token)).expect(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.total).toBeGreaterThanOrEqual(2);
  });

  it('searches by title for staff, returning a bare array', async () => {
    const marker = unique('Zj');
    const job = await create({ title: `Reservoir ${marker} Engineer` });
    await create();
    const res = await t
      .api()
      .post(`/api/jobs/search?title=${marker.toLowerCase()}`)
      .set(bearer(admin.token))
      .expect(200);
    expect(res.body).toEqual([expect.objectContaining({ id: job.id })]);
    await t.api().post('/api/jobs/search?title=x').expect(401);
    await t.api().post('/api/jobs/search?title=x').set(bearer(member.token)).expect(403);
  });

  it('answers 422 with readable messages for each rule', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: 'x' }, 'title', 'The title must be longer than 1 character'],
      [{ title: undefined }, 'title', 'The title is required'],
      [{ category: ' y ' }, 'category', 'The category must be longer than 1 character'],
      [{ description: '<p> </p><p><br></p>' }, 'description', 'The description is required'],
      [{ description: '<script>alert(1)</script>' }, 'description', 'The description is required'],
      [{ description: undefined }, 'description', 'The description is required'],
      [{ type: 'manager' }, 'type', 'Choose the job type: all or instructor'],
      [{ type: undefined }, 'type', 'Choose the job type: all or instructor'],
    ];
    for (const [over, field, message] of cases) {
      const res = await t
        .api()
        .post('/api/jobs')
        .set(bearer(admin.token))
        .send(valid(over))
        .expect(422);
      expect(res.body.message).toBe(message);
      expect(res.body.errors[field]).toBe(message);
    }
    const job = await create();
    const res = await t
      .api()
      .post(`/api/jobs/${job.id}`)
      .set(bearer(admin.token))
      .send(valid({ type: 'everyone' }))
      .expect(422);
    expect(res.body.errors.type).toBe('Choose the job type: all or instructor');
  });

  it('stores the description sanitised: no scripts, event handlers or javascript: links', async () => {
    const job = await create({
      description:
        '<p onclick="steal()">Rotation <em>28/28</em></p><script>alert(1)</script>' +
        '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">apply</a>' +
        '<a href="https://example.com/info" target="_blank">details</a>',
    });
    const stored = (await t.api().get(`/api/jobs/${job.id}`).expect(200)).body as JobBody;
    expect(stored.description).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(stored.description).toContain('<em>28/28</em>');
    expect(stored.description).toContain('<a>apply</a>');
    expect(stored.description).toContain(
      '<a href="https://example.com/info" target="_blank" rel="noopener noreferrer">details</a>',
    );
  });

  it('writes are for staff only: 401 without a token, 403 for role 1997', async () => {
    await t.api().post('/api/jobs').send(valid()).expect(401);
    await t.api().post('/api/jobs').set(bearer(member.token)).send(valid()).expect(403);
    const job = await create();
    await t.api().post(`/api/jobs/${job.id}`).set(bearer(member.token)).send(valid()).expect(403);
    await t.api().delete(`/api/jobs/${job.id}`).set(bearer(member.token)).expect(403);
    await t.api().delete(`/api/jobs/${job.id}`).expect(401);
    await t.api().get(`/api/jobs/${job.id}`).expect(200);
  });

  it('deleting a job keeps its applications, without the job, and says so', async () => {
    const job = await create({ title: 'Gas Lift Specialist' });
    const repo = t.db.getRepository(JobRequest);
    const base = { country: 'Egypt', email: `${unique()}@example.com`, cv: 'cv/none.pdf' };
    const first = await repo.save({ ...base, job_id: job.id, full_name: unique('Applicant ') });
    await repo.save({ ...base, job_id: job.id, full_name: unique('Applicant ') });
    const res = await t.api().delete(`/api/jobs/${job.id}`).set(bearer(admin.token)).expect(200);
    expect(res.body).toEqual({
      id: job.id,
      applications_kept: 2,
      message:
        'The job "Gas Lift Specialist" was deleted; its 2 applications are kept in Job requests.',
    });
    const kept = await repo.findOneByOrFail({ id: first.id });
    expect(kept.job_id).toBeNull();
  });

  it('gives /projects one JobPosting per opening and /applynow/:id its title (or 404)', async () => {
    const job = await create({
      title: 'Production Chemist',
      type: 'instructor',
      description: '<p>Design <strong>polymer</strong> flooding programmes.</p>',
    });
    const registry = t.app.get(PageHeads);
    const careers = await registry.resolve('/projects');
    expect(careers).toMatchObject({ title: 'Careers', path: '/projects' });
    expect(careers!.description.length).toBeGreaterThan(50);
    const postings = careers!.jsonLd as { url?: string }[];
    const posting = postings.find((p) => p.url === `${t.config.publicUrl}/applynow/${job.id}`);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Production Chemist',
      description: '<p>Design <strong>polymer</strong> flooding programmes.</p>',
      datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      hiringOrganization: { '@type': 'Organization', name: 'Petrolink Energy Services' },
      employmentType: ['CONTRACTOR', 'PART_TIME'],
      jobLocation: {
        '@type': 'Place',
        address: { addressLocality: 'New Cairo', addressCountry: 'EG' },
      },
      directApply: true,
    });
    const apply = await registry.resolve(`/applynow/${job.id}`);
    expect(apply).toMatchObject({
      title: 'Apply: Production Chemist',
      description: 'Design polymer flooding programmes.',
      path: `/applynow/${job.id}`,
    });
    expect(apply!.status).toBeUndefined();
    expect(await registry.resolve('/applynow/99999999')).toMatchObject({ status: 404 });
    expect(await registry.resolve('/applynow')).toMatchObject({
      title: 'Careers',
      path: '/projects',
    });
  });

  it('answers 404 for unknown and non-numeric ids', async () => {
    await t.api().get('/api/jobs/99999999').expect(404);
    await t.api().get('/api/jobs/abc').expect(404);
    await t.api().post('/api/jobs/99999999').set(bearer(admin.token)).send(valid()).expect(404);
  });
});
