import { JobRequest } from '../src/model/job-request.entity.js';
import { OutboxMail } from '../src/model/outbox-mail.entity.js';
import { Role } from '../src/common/access/roles.js';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.js';
import { bearer, createTestApp, signedInUser, type TestApp, unique } from './support/test-app.js';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('Application mails (issue 13 item 5)', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let staff: { email: string; token: string };
  let job: { id: number; title: string };

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: sink.url, PUBLIC_URL: 'https://petrolink.example' });
    staff = await signedInUser(t, Role.Admin);
    const res = await t
      .api()
      .post('/api/jobs')
      .set(bearer(staff.token))
      .send({
        title: unique('Well Test Supervisor '),
        category: 'Well testing',
        description: '<p>Field work.</p>',
        type: 'all',
      })
      .expect(201);
    job = res.body as { id: number; title: string };
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await sink.close();
  }, 120_000);

  const apply = (fields: Record<string, string | number>) => {
    let req = t.api().post('/api/job-requests');
    for (const [name, value] of Object.entries(fields)) req = req.field(name, String(value));
    return req.attach('cv', PDF, 'cv.pdf');
  };

  it('writes "application received" to the applicant and "new application" to staff with the row', async () => {
    const email = `${unique()}@example.com`;
    const name = unique('Salma Applicant ');
    const res = await apply({ full_name: name, country: 'Egypt', email, job_id: job.id }).expect(
      201,
    );
    const id = (res.body as { id: number }).id;

    const mails = await t.db
      .getRepository(OutboxMail)
      .find({ where: [{ kind: 'application-received' }, { kind: 'application-new' }] });
    const received = mails.find((m) => m.kind === 'application-received' && m.text.includes(name));
    const fresh = mails.find((m) => m.kind === 'application-new' && m.text.includes(name));
    expect(JSON.parse(received!.recipients)).toEqual([email]);
    expect(received!.subject).toBe(`We received your application: ${job.title}`);
    expect(received!.text).toContain(`JR-${id}`);
    expect(JSON.parse(fresh!.recipients)).toContain(staff.email);
    expect(JSON.parse(fresh!.recipients)).not.toContain(email);
    expect(fresh!.reply_to).toBe(email);
    expect(fresh!.html).toContain('https://petrolink.example/dashboard/job-requests');

    // Both are delivered through SMTP by the worker.
    const toApplicant = await sink.waitForMail(
      (mail) => mail.to.includes(email) && mail.text.includes(name),
    );
    expect(toApplicant.subject).toContain(job.title);
    expect(toApplicant.html).toContain('Thank you for your application');
    const toStaff = await sink.waitForMail(
      (mail) => mail.subject.startsWith('New application') && mail.text.includes(name),
    );
    expect(toStaff.to).toContain(staff.email);
    expect(toStaff.replyTo).toBe(email);
  }, 120_000);

  it('writes no mail for a refused application', async () => {
    const email = `${unique()}@example.com`;
    const before = await t.db.getRepository(OutboxMail).count();
    await apply({ full_name: 'Nobody', country: 'Egypt', email, job_id: 99_999_999 }).expect(422);
    expect(await t.db.getRepository(OutboxMail).count()).toBe(before);
    expect(await t.db.getRepository(JobRequest).countBy({ email })).toBe(0);
  }, 120_000);
});
