import { JobRequest } from '../src/model/job-request.entity.js';
import { JobRequestStageChange } from '../src/model/job-request-stage-change.entity.js';
import { OutboxMail } from '../src/model/outbox-mail.entity.js';
import { Role } from '../src/common/access/roles.js';
import {
  bearer,
  createTestApp,
  signedInUser,
  type SignedIn,
  type TestApp,
  unique,
} from './support/test-app.js';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('Applicant pipeline (issue 14, item 4)', () => {
  let t: TestApp;
  let admin: SignedIn;
  let member: SignedIn;
  let job: { id: number; title: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t, Role.Admin);
    member = await signedInUser(t, Role.User);
    const res = await t
      .api()
      .post('/api/jobs')
      .set(bearer(admin.token))
      .send({
        title: unique('Wireline Supervisor '),
        category: 'Wireline',
        description: '<p>Rig site.</p>',
        type: 'all',
      })
      .expect(201);
    job = res.body as { id: number; title: string };
  });
  afterAll(() => t.close());

  async function apply(name = unique('Salma Pipeline ')) {
    const email = `${unique()}@example.com`;
    const res = await t
      .api()
      .post('/api/job-requests')
      .field('full_name', name)
      .field('country', 'Egypt')
      .field('email', email)
      .field('job_id', String(job.id))
      .attach('cv', PDF, 'cv.pdf')
      .expect(201);
    return { id: (res.body as { id: number; stage: string }).id, email, name };
  }

  const move = (id: number, body: Record<string, unknown>, token = admin.token) =>
    t.api().post(`/api/job-requests/${id}/stage`).set(bearer(token)).send(body);

  it('starts every application at "new" and lists it with its stage', async () => {
    const { id } = await apply();
    const res = await t.api().get(`/api/job-requests/${id}`).set(bearer(admin.token)).expect(200);
    expect(res.body).toMatchObject({ id, stage: 'new' });
  });

  it('moves through stages with dated history, and counts and filters by stage', async () => {
    const { id, name } = await apply();
    const before = (await t.api().get('/api/job-requests/stage-counts').set(bearer(admin.token)))
      .body as Record<string, number>;

    await move(id, { stage: 'reviewed', note: 'Strong wireline log experience' }).expect(200);
    const moved = await move(id, { stage: 'offer' }).expect(200);
    expect(moved.body).toMatchObject({ id, stage: 'offer' });

    const history = await t
      .api()
      .get(`/api/job-requests/${id}/stages`)
      .set(bearer(admin.token))
      .expect(200);
    expect(history.body).toEqual([
      expect.objectContaining({ from_stage: 'reviewed', to_stage: 'offer', note: null }),
      expect.objectContaining({
        from_stage: 'new',
        to_stage: 'reviewed',
        note: 'Strong wireline log experience',
        user_id: admin.id,
        notified: false,
      }),
    ]);
    expect(Number.isNaN(Date.parse((history.body as { created_at: string }[])[0].created_at))).toBe(
      false,
    );

    const after = (await t.api().get('/api/job-requests/stage-counts').set(bearer(admin.token)))
      .body as Record<string, number>;
    expect(after.offer).toBe(before.offer + 1);
    expect(after.new).toBe(before.new - 1);

    const found = await t
      .api()
      .post('/api/job-requests/search')
      .query({ stage: 'offer', full_name: name })
      .set(bearer(admin.token))
      .expect(200);
    expect((found.body as { id: number }[]).map((row) => row.id)).toEqual([id]);
    const none = await t
      .api()
      .post('/api/job-requests/search')
      .query({ stage: 'hired', full_name: name })
      .set(bearer(admin.token))
      .expect(200);
    expect(none.body).toEqual([]);
    // The spec's filters keep working beside it.
    const byJob = await t
      .api()
      .post('/api/job-requests/search')
      .query({ job_title: job.title })
      .set(bearer(admin.token))
      .expect(200);
    expect((byJob.body as { id: number }[]).map((row) => row.id)).toContain(id);
  });

  it('mails the applicant about an interview only when staff choose to, in the same write', async () => {
    const { id, email } = await apply();
    const mails = () =>
      t.db.getRepository(OutboxMail).find({ where: { kind: 'application-interview' } });
    const before = (await mails()).filter((mail) => mail.recipients.includes(email)).length;
    await move(id, { stage: 'interview' }).expect(200);
    expect((await mails()).filter((mail) => mail.recipients.includes(email))).toHaveLength(before);

    await move(id, { stage: 'reviewed' }).expect(200);
    await move(id, { stage: 'interview', notify: true }).expect(200);
    const sent = (await mails()).filter((mail) => mail.recipients.includes(email));
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toContain('Interview invitation');
    expect(sent[0].text).toContain(job.title);

    const rejected = await apply();
    await move(rejected.id, { stage: 'rejected', notify: true }).expect(200);
    const rejection = await t.db
      .getRepository(OutboxMail)
      .find({ where: { kind: 'application-rejected' } });
    expect(rejection.some((mail) => mail.recipients.includes(rejected.email))).toBe(true);
  });

  it('refuses bad moves with a readable 422 and writes nothing', async () => {
    const { id } = await apply();
    const changes = () => t.db.getRepository(JobRequestStageChange).countBy({ job_request_id: id });
    for (const body of [
      { stage: 'promoted' },
      { stage: '' },
      {},
      { stage: ['interview'] },
      { stage: 'offer', note: { text: 'x' } },
      { stage: 'offer', note: 'x'.repeat(2001) },
      { stage: 'offer', notify: true },
    ]) {
      const res = await move(id, body).expect(422);
      expect(typeof (res.body as { message: unknown }).message).toBe('string');
    }
    expect(await changes()).toBe(0);
    const row = await t.db.getRepository(JobRequest).findOneByOrFail({ id });
    expect(row.stage).toBe('new');
    await move(999_999_999, { stage: 'offer' }).expect(404);
  });

  it('is staff only', async () => {
    const { id } = await apply();
    await move(id, { stage: 'hired' }, member.token).expect(403);
    await t.api().post(`/api/job-requests/${id}/stage`).send({ stage: 'hired' }).expect(401);
    await t.api().get(`/api/job-requests/${id}/stages`).set(bearer(member.token)).expect(403);
    await t.api().get('/api/job-requests/stage-counts').expect(401);
  });
});
