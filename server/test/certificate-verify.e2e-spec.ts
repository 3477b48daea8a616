import { Certificate } from '../src/model/certificate.entity.js';
import { CertificateLifecycleService } from '../src/certificates/certificate-lifecycle.service.js';
import { parseExpiry } from '../src/certificates/certificate-status.js';
import { OutboxMail } from '../src/model/outbox-mail.entity.js';
import { Role } from '../src/common/access/roles.js';
import { makeCourse } from './support/courses.js';
import { pdfText } from './support/pdf-text.js';
import {
  bearer,
  createTestApp,
  signedInUser,
  type SignedIn,
  type TestApp,
} from './support/test-app.js';

interface Issued {
  id: number;
  verification_code: string;
  verify_url: string;
  status: string;
  expires_at: string | null;
  certificate: string;
}

const DAY = 24 * 3600_000;
// A day as Cairo names it (an expiry date is a Cairo day): from 22:00 UTC, Cairo is already on
// the next day, and a UTC day would make 'today' yesterday.
const CAIRO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' });
const day = (offset: number) => CAIRO_DAY.format(new Date(Date.now() + offset * DAY));

/** Issue 14 item 2: verification codes, expiry, revocation, generated PDFs and reminders. */
describe('Verifiable certificates', () => {
  let t: TestApp;
  let staff: SignedIn;
  let holder: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://petrolink.example' });
    staff = await signedInUser(t, Role.Admin);
    holder = await signedInUser(t, Role.User, 'Mona Adel Verify');
  });
  afterAll(() => t.close());

  const generate = async (extra: Record<string, unknown> = {}, to: SignedIn = holder) => {
    const course = await makeCourse(t);
    const res = await t
      .api()
      .post('/api/certificates/generate')
      .set(bearer(staff.token))
      .send({ user_id: to.id, course_id: course.id, ...extra })
      .expect(201);
    return { course, cert: res.body as Issued };
  };
  const verify = (code: string) => t.api().get(`/api/certificates/verify/${code}`);

  it('staff generate a branded PDF whose code opens the public page: holder, course, dates, status only', async () => {
    const { course, cert } = await generate({ expires_at: day(400) });
    expect(cert.verification_code).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(cert.verify_url).toBe(
      `https://petrolink.example/certificates/verify/${cert.verification_code}`,
    );
    expect(cert).toMatchObject({ status: 'valid', expires_at: day(400) });

    const file = await t
      .api()
      .get(cert.certificate)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const text = await pdfText(file.body as Buffer);
    for (const expected of [
      'Mona Adel Verify',
      course.name,
      cert.verification_code,
      cert.verify_url,
    ]) {
      expect(text).toContain(expected);
    }

    const res = await verify(cert.verification_code).expect(200);
    expect(res.body).toEqual({
      code: cert.verification_code,
      holder: 'Mona Adel Verify',
      course: course.name,
      course_ar: course.name_ar,
      issuer: 'Petrolink Energy Services',
      issued_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      expires_on: day(400),
      revoked_on: null,
      status: 'valid',
    });
    const body = JSON.stringify(res.body);
    for (const secret of [holder.email, holder.phone, 'certificates/', 'user_id']) {
      expect(body).not.toContain(secret);
    }
  });

  it('a revoked certificate shows revoked; only staff revoke, once', async () => {
    const { cert } = await generate();
    await t
      .api()
      .post(`/api/certificates/${cert.id}/revoke`)
      .set(bearer(holder.token))
      .send({ reason: 'no' })
      .expect(403);
    const revoked = await t
      .api()
      .post(`/api/certificates/${cert.id}/revoke`)
      .set(bearer(staff.token))
      .send({ reason: 'Issued in error' })
      .expect(200);
    expect(revoked.body).toMatchObject({ status: 'revoked', revoked_reason: 'Issued in error' });
    const res = await verify(cert.verification_code).expect(200);
    expect(res.body.status).toBe('revoked');
    expect(res.body.revoked_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The reason stays with staff.
    expect(JSON.stringify(res.body)).not.toContain('Issued in error');
    await t
      .api()
      .post(`/api/certificates/${cert.id}/revoke`)
      .set(bearer(staff.token))
      .send({})
      .expect(409);
  });

  it('an expired certificate shows expired; staff set and remove the expiry; bad dates are 422', async () => {
    const { cert } = await generate();
    const expiry = (value: unknown) =>
      t
        .api()
        .post(`/api/certificates/${cert.id}/expiry`)
        .set(bearer(staff.token))
        .send({ expires_at: value });
    expect((await expiry(day(-1)).expect(200)).body).toMatchObject({ status: 'expired' });
    expect((await verify(cert.verification_code).expect(200)).body).toMatchObject({
      status: 'expired',
      expires_on: day(-1),
    });
    // The last day is valid all day long in Cairo.
    expect((await expiry(day(0)).expect(200)).body.status).toBe('valid');
    expect((await expiry(null).expect(200)).body).toMatchObject({
      status: 'valid',
      expires_at: null,
    });
    for (const bad of ['2026-02-30', 'tomorrow', 12, '2026-13-01']) {
      const res = await expiry(bad).expect(422);
      expect(res.body.message).toMatch(/expiry date/);
    }
    await t
      .api()
      .post(`/api/certificates/${cert.id}/expiry`)
      .set(bearer(holder.token))
      .send({ expires_at: day(3) })
      .expect(403);
  });

  it('unknown and malformed codes are 404', async () => {
    await verify('AAAAAAAAAAAAAAAA').expect(404);
    const res = await verify("x' OR '1'='1").expect(404);
    expect(res.body.message).toBe('No certificate has this verification code');
    await verify('a'.repeat(200)).expect(404);
  });

  it('uploaded certificates get a code too, and the expiry the form gives', async () => {
    const course = await makeCourse(t);
    const res = await t
      .api()
      .post('/api/certificates')
      .set(bearer(staff.token))
      .field('user_id', String(holder.id))
      .field('course_id', String(course.id))
      .field('expires_at', day(10))
      .attach('certificate', Buffer.from('%PDF-1.4\n%%EOF\n'), 'c.pdf')
      .expect(201);
    expect(res.body).toMatchObject({ status: 'valid', expires_at: day(10) });
    await verify((res.body as Issued).verification_code).expect(200);
  });

  it('mails the holder once, 30 days before the expiry; never for revoked or later ones', async () => {
    const sweep = t.app.get(CertificateLifecycleService);
    const reminded = await signedInUser(t, Role.User);
    const soon = (await generate({ expires_at: day(20) }, reminded)).cert;
    const later = (await generate({ expires_at: day(60) }, reminded)).cert;
    const revoked = (await generate({ expires_at: day(10) }, reminded)).cert;
    await t.api().post(`/api/certificates/${revoked.id}/revoke`).set(bearer(staff.token)).send({});
    await sweep.sendExpiryReminders();
    const mails = await t.db
      .getRepository(OutboxMail)
      .findBy({ kind: 'certificate-expiry', recipients: JSON.stringify([reminded.email]) });
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(soon.verification_code);
    expect(mails[0].subject).toMatch(/expires on/);
    const rows = await t.db.getRepository(Certificate).findBy({ user_id: reminded.id });
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(soon.id)!.reminder_sent_at).not.toBeNull();
    expect(byId.get(later.id)!.reminder_sent_at).toBeNull();
    expect(byId.get(revoked.id)!.reminder_sent_at).toBeNull();
    // Once only.
    await sweep.sendExpiryReminders();
    expect(
      await t.db
        .getRepository(OutboxMail)
        .countBy({ kind: 'certificate-expiry', recipients: JSON.stringify([reminded.email]) }),
    ).toBe(1);
  });

  it('the expiry is the end of that day in Cairo (summer and winter time)', () => {
    expect(parseExpiry('2027-01-15')!.toISOString()).toBe('2027-01-15T21:59:59.000Z');
    expect(parseExpiry('2027-07-15')!.toISOString()).toBe('2027-07-15T20:59:59.000Z');
    expect(parseExpiry('')).toBeNull();
  });
});
