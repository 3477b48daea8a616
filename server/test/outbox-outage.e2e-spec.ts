import { OutboxMail } from '../src/model/outbox-mail.entity.js';
import { OutboxWorker } from '../src/mail/outbox-worker.js';
import { Role } from '../src/common/access/roles.js';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.js';
import { createTestApp, signedInUser, unique } from './support/test-app.js';

const enquiry = (name: string) => ({
  name,
  country: 'Kuwait',
  email: `${unique()}@example.com`,
  message: 'Our separator keeps flooding: can somebody call us back?',
});

const SECOND = 1000;

describe('The outbox under an SMTP outage (issue 13 item 5)', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it('keeps the mail pending with its error and back-off while SMTP is down, then sends it once', async () => {
    await sink.stop();
    // The worker's timer is off: the test runs each delivery round at a chosen moment.
    const t = await createTestApp({
      SMTP_URL: sink.url,
      MAIL_POLL_MS: '0',
      MAIL_RETRY_BASE_MS: '60000',
    });
    try {
      await signedInUser(t, Role.Admin);
      const rows = t.db.getRepository(OutboxMail);
      // On a shared MySQL database earlier files leave mail pending (their apps have no SMTP):
      // a round takes 50 by id, so set them aside and let this test's mail be in the first round.
      await rows.update({ status: 'pending' }, { status: 'sent', sent_at: new Date() });
      const name = unique('Outage ');
      await t.api().post('/api/contact').send(enquiry(name)).expect(201);
      const row = await rows.findOneByOrFail({ subject: `Website enquiry from ${name} (Kuwait)` });
      const worker = t.app.get(OutboxWorker);
      // A moment past the row's own time (MySQL keeps whole seconds).
      const start = new Date(Date.now() + 2 * SECOND);

      // (Counts are at least: on a shared MySQL other tests' mail may be due as well.)
      expect((await worker.deliverDue(start)).failed).toBeGreaterThanOrEqual(1);
      let stored = await rows.findOneByOrFail({ id: row.id });
      expect(stored).toMatchObject({ status: 'pending', attempts: 1, sent_at: null });
      expect(stored.last_error).toMatch(/ECONNREFUSED|connect/i);
      // First retry after MAIL_RETRY_BASE_MS.
      const firstWait = stored.next_attempt_at.getTime() - start.getTime();
      expect(Math.abs(firstWait - 60 * SECOND)).toBeLessThanOrEqual(SECOND);

      // Not due yet: nothing is tried.
      await worker.deliverDue(new Date(start.getTime() + 30 * SECOND));
      expect((await rows.findOneByOrFail({ id: row.id })).attempts).toBe(1);

      // Due, still down: the wait doubles.
      const second = new Date(start.getTime() + 61 * SECOND);
      expect((await worker.deliverDue(second)).failed).toBeGreaterThanOrEqual(1);
      stored = await rows.findOneByOrFail({ id: row.id });
      expect(stored).toMatchObject({ status: 'pending', attempts: 2 });
      const secondWait = stored.next_attempt_at.getTime() - second.getTime();
      expect(Math.abs(secondWait - 120 * SECOND)).toBeLessThanOrEqual(SECOND);
      expect(sink.received.some((mail) => mail.subject.includes(name))).toBe(false);

      // The server is back: the next due round delivers it, and later rounds never again.
      await sink.start();
      const third = new Date(second.getTime() + 122 * SECOND);
      const [a, b] = await Promise.all([worker.deliverDue(third), worker.deliverDue(third)]);
      expect(a.sent).toBeGreaterThanOrEqual(1);
      expect(b).toBe(a);
      await worker.deliverDue(new Date(third.getTime() + 3600 * SECOND));
      stored = await rows.findOneByOrFail({ id: row.id });
      expect(stored).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
      expect(stored.sent_at).toBeInstanceOf(Date);
      const mail = await sink.waitForMail((item) => item.subject.includes(name));
      expect(mail.text).toContain('Our separator keeps flooding');
      expect(mail.html).toContain('Our separator keeps flooding');
      expect(sink.received.filter((item) => item.subject.includes(name))).toHaveLength(1);
    } finally {
      await t.close();
      await sink.start();
    }
  });

  it('delivers by itself once the server is back (the worker timer, two processes)', async () => {
    await sink.stop();
    const env = { SMTP_URL: sink.url, MAIL_POLL_MS: '50', MAIL_RETRY_BASE_MS: '100' };
    const t = await createTestApp(env);
    // A second server process on the same database (MySQL; SQLite files are per app here).
    const other = process.env.TEST_DATABASE_URL ? await createTestApp(env) : undefined;
    try {
      await signedInUser(t, Role.Admin);
      const name = unique('Later ');
      await t.api().post('/api/contact').send(enquiry(name)).expect(201);
      const rows = t.db.getRepository(OutboxMail);
      const subject = `Website enquiry from ${name} (Kuwait)`;
      const deadline = Date.now() + 10 * SECOND;
      let row = await rows.findOneByOrFail({ subject });
      while (row.attempts < 2 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        row = await rows.findOneByOrFail({ subject });
      }
      expect(row.status).toBe('pending');
      expect(row.attempts).toBeGreaterThanOrEqual(2);
      expect(row.last_error).toBeTruthy();

      await sink.start();
      await sink.waitForMail((item) => item.subject === subject, 15 * SECOND);
      // Give the workers more rounds: the mail must not come twice.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(sink.received.filter((item) => item.subject === subject)).toHaveLength(1);
      expect(await rows.findOneByOrFail({ subject })).toMatchObject({ status: 'sent' });
    } finally {
      await other?.close();
      await t.close();
    }
  });
});
