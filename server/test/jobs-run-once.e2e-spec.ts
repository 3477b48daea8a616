import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { Certificate } from '../src/model/certificate.entity.js';
import { Outbox } from '../src/mail/outbox.js';
import { OutboxMail } from '../src/model/outbox-mail.entity.js';
import { Purchase } from '../src/model/purchase.entity.js';
import type { User } from '../src/model/user.entity.js';
import { UsersService } from '../src/auth/users.service.js';
import { makeCourse } from './support/courses.js';
import { freePort } from './support/payments.js';
import { ensureBuilt, startServer, type ServerProcess } from './support/server-process.js';
import { makeSession } from './support/sessions.js';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.js';
import { createTestApp, type TestApp, unique, uniquePhone } from './support/test-app.js';

/**
 * Issue 27 item 2 (ADR 0019): three server processes on one MariaDB and one Redis run the
 * periodic jobs (outbox, session sweep, reconciliation, certificate expiry) every second for a
 * minute. Each tick of each job runs exactly once — the runs the processes log are, tick for
 * tick, the jobs BullMQ completed, none twice — and no mail reaches the SMTP server twice.
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DATABASE_URL = process.env.TEST_DATABASE_URL;
/** How long the three processes tick (JOBS_TEST_SECONDS shortens it for a quick local run). */
const SECONDS = Number(process.env.JOBS_TEST_SECONDS ?? 60);
const EVERY_MS = 1000;
const JOBS = ['outbox', 'session-sweep', 'reconcile', 'certificate-expiry'];

function redisAnswers(address: string): Promise<boolean> {
  const { hostname, port } = new URL(address);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    socket.setTimeout(1000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const redisReachable = await redisAnswers(REDIS_URL);
const missing = [
  DATABASE_URL ? '' : 'TEST_DATABASE_URL is not set (the MySQL pass sets it)',
  redisReachable ? '' : `no Redis answers at ${REDIS_URL} (set TEST_REDIS_URL)`,
].filter(Boolean);
if (missing.length && process.env.CI && DATABASE_URL) {
  throw new Error(`The jobs test cannot run in CI's MySQL pass: ${missing.join('; ')}`);
}
if (missing.length) {
  process.stdout.write(`Skipping the jobs-run-once test: ${missing.join('; ')}.\n`);
}
const withServices = missing.length ? describe.skip : describe;

interface Run {
  job: string;
  tick: string;
  pid: number;
}

const RUN_LINE = /job=(\S+) tick=(\S+) pid=(\d+) ms=\d+ result=/;

withServices('periodic jobs on three processes, one MariaDB and one Redis', () => {
  const prefix = `test:jobs:${unique()}`;
  const tag = unique('Jobs ');
  let t: TestApp;
  let sink: SmtpSink;
  let dataDir: string;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    ensureBuilt();
    sink = await startSmtpSink();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petrolink-jobs-'));
    // Writes the test's data; runs no job of its own (no SMTP, no sweeps).
    t = await createTestApp({ SESSION_SWEEP_MS: '0' });
  }, 300_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await t?.close();
    await sink?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    // The schedulers and their jobs go with the test's prefix.
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    for (const name of JOBS) {
      const queue = new Queue(name, { connection: redis, prefix });
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
    }
    redis.disconnect();
  });

  it(
    'runs every tick once across the processes and sends no mail twice',
    async () => {
      // One MariaDB database is shared by the suite: earlier files leave mail pending (their apps
      // have no SMTP). Set it aside: the mail of this test is what the sink must see once.
      await t.db
        .getRepository(OutboxMail)
        .update({ status: 'pending' }, { status: 'sent', sent_at: new Date() });

      // Mail the jobs themselves write: three expiry reminders and three session reminders.
      const course = await makeCourse(t);
      const session = await makeSession(t, course.id, {
        starts_at: new Date(Date.now() + 24 * 3600_000),
        ends_at: new Date(Date.now() + 48 * 3600_000),
        capacity: 10,
      });
      const holders: User[] = [];
      for (let i = 0; i < 3; i++) {
        holders.push(
          await t.app.get(UsersService).create({
            name: `${tag} holder ${i}`,
            email: `${unique('jobs')}@example.com`,
            phone: uniquePhone(),
            password: 'Jobs-run-once-1!',
          }),
        );
      }
      for (const holder of holders) {
        await t.db.getRepository(Certificate).save({
          user_id: holder.id,
          course_id: course.id,
          certificate: 'certificates/none.pdf',
          verification_code: randomBytes(12).toString('base64url'),
          expires_at: new Date(Date.now() + 10 * 24 * 3600_000),
        });
        await t.db.getRepository(Purchase).save({
          user_id: holder.id,
          course_id: course.id,
          session_id: session.id,
          status: 'booked',
        });
      }

      const ports = [await freePort(), await freePort(), await freePort()];
      const publicUrl = `http://127.0.0.1:${ports[0]}`;
      servers = ports.map((port) =>
        startServer(port, {
          NO_COLOR: '1',
          DATA_DIR: dataDir,
          DATABASE_URL: DATABASE_URL!,
          REDIS_URL,
          JOBS_REDIS_PREFIX: prefix,
          RATE_LIMIT_REDIS_PREFIX: `${prefix}:rl:`,
          JOBS_LOG_RUNS: '1',
          MAIL_POLL_MS: String(EVERY_MS),
          SESSION_SWEEP_MS: String(EVERY_MS),
          RECONCILE_EVERY_MS: String(EVERY_MS),
          CERTIFICATE_SWEEP_MS: String(EVERY_MS),
          SMTP_URL: sink.url,
          PUBLIC_URL: publicUrl,
          FILE_URL_SECRET: 'jobs-run-once-test-secret-0123456789abcdef',
        }),
      );
      await Promise.all(servers.map((server) => server.healthy()));

      // A mail enqueued every second while the processes tick (as features do, in a transaction).
      const subjects: string[] = [];
      const started = Date.now();
      for (let i = 0; Date.now() - started < SECONDS * 1000; i++) {
        const subject = `${tag} mail ${i}`;
        await t.db.transaction((manager) =>
          t.app.get(Outbox).enqueue(manager, {
            kind: 'jobs-test',
            to: [`${unique('to')}@example.com`],
            subject,
            html: `<p>${subject}</p>`,
            text: subject,
          }),
        );
        subjects.push(subject);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      const last = subjects[subjects.length - 1];
      await sink.waitForMail((mail) => mail.subject === last, 30_000);
      for (const holder of holders) {
        await sink.waitForMail(
          (mail) => mail.to.includes(holder.email) && /expires on/.test(mail.subject),
        );
        await sink.waitForMail(
          (mail) => mail.to.includes(holder.email) && /^Reminder:/.test(mail.subject),
        );
      }
      // The drain: each process finishes its running job and leaves.
      const codes = await Promise.all(servers.map((server) => server.stop()));
      expect(codes).toEqual([0, 0, 0]);

      // Runs, from the processes' own lines.
      const runs: Run[] = servers.flatMap((server) =>
        server.lines
          .map((line) => RUN_LINE.exec(line))
          .filter((match): match is RegExpExecArray => match !== null)
          .map((match) => ({ job: match[1], tick: match[2], pid: Number(match[3]) })),
      );
      const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
      const figures: string[] = [];
      try {
        for (const job of JOBS) {
          const ticks = runs.filter((run) => run.job === job).map((run) => run.tick);
          // Never twice.
          expect(ticks.length).toBe(new Set(ticks).size);
          // About one a second (a busy two-core machine may skip a late slot; BullMQ then moves
          // to the next one, it does not make up).
          expect(ticks.length).toBeGreaterThanOrEqual(Math.floor(SECONDS * 0.75));
          // Every tick BullMQ made was run: what it completed is exactly what was logged.
          const queue = new Queue(job, { connection: redis, prefix });
          const completed = await queue.getCompleted(0, -1);
          // (The next tick waits in Redis for the next process: made, not yet due or not run.)
          const counts = await queue.getJobCounts('failed', 'active');
          await queue.close();
          expect(counts).toEqual({ failed: 0, active: 0 });
          expect(completed.map((done) => done.id).sort()).toEqual([...ticks].sort());
          const slots = ticks.map((tick) => Number(tick.split(':').pop())).sort((a, b) => a - b);
          const skipped = slots
            .slice(1)
            .reduce((sum, slot, i) => sum + Math.round((slot - slots[i]) / EVERY_MS) - 1, 0);
          const pids = new Set(runs.filter((run) => run.job === job).map((run) => run.pid));
          figures.push(
            `${job}: ${ticks.length} ticks, each run once (by ${pids.size} processes), ${skipped} late slot(s) skipped`,
          );
        }
      } finally {
        redis.disconnect();
      }
      // The ticks are shared: more than one process took them.
      expect(new Set(runs.map((run) => run.pid)).size).toBeGreaterThan(1);

      // Every mail arrived, none twice.
      const count = (match: (subject: string, to: string[]) => boolean) =>
        sink.received.filter((mail) => match(mail.subject, mail.to)).length;
      for (const subject of subjects) expect(count((s) => s === subject)).toBe(1);
      for (const holder of holders) {
        expect(count((s, to) => to.includes(holder.email) && /expires on/.test(s))).toBe(1);
        expect(count((s, to) => to.includes(holder.email) && /^Reminder:/.test(s))).toBe(1);
      }
      // And no outbox row reached the SMTP server twice, this test's or another's: each carries
      // its row's Message-ID.
      const seen = new Map<string, number>();
      for (const mail of sink.received) {
        expect(mail.messageId).toMatch(/^<outbox-\d+@127\.0\.0\.1>$/);
        seen.set(mail.messageId, (seen.get(mail.messageId) ?? 0) + 1);
      }
      expect([...seen.entries()].filter(([, n]) => n > 1)).toEqual([]);
      figures.push(
        `mail: ${sink.received.length} received, ${subjects.length + 6} of this test, 0 twice`,
      );
      process.stdout.write(
        `jobs-run-once (${SECONDS} s, 3 processes):\n  ${figures.join('\n  ')}\n`,
      );
    },
    (SECONDS + 240) * 1000,
  );
});
