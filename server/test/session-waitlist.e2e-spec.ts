import ICAL from 'ical.js';
import { In } from 'typeorm';
import { OutboxMail, type StoredAttachment } from '../src/model/outbox-mail.entity.js';
import { PaymentOrder } from '../src/model/payment-order.entity.js';
import { EMULATOR_DEFAULTS } from '../src/payments/paymob/paymob-settings.js';
import { Purchase } from '../src/model/purchase.entity.js';
import { PageHeads } from '../src/seo/page-heads.js';
import { SessionSweeper } from '../src/sessions/session-sweeper.js';
import { SessionWaitlistEntry } from '../src/model/session-waitlist.entity.js';
import { Role } from '../src/common/access/roles.js';
import { makeCourse } from './support/courses.js';
import {
  CHECKOUT,
  createListeningApp,
  initiate,
  paymobTransaction,
  signTransaction,
} from './support/payments.js';
import { makeSession } from './support/sessions.js';
import { bearer, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

/** Issue 13 items 1, 4 and the booking mails of 5: the queue, its offers, and what is mailed. */
describe('Session waitlist, staff views and session mails', () => {
  let t: TestApp;
  let admin: SignedIn;
  let editor: SignedIn;
  beforeAll(async () => {
    t = await createListeningApp({ SESSION_SWEEP_MS: '0' });
    admin = await signedInUser(t, Role.SuperAdmin);
    editor = await signedInUser(t, Role.Admin);
  });
  afterAll(() => t.close());

  const start = (user: SignedIn, courseId: number, sessionId: number) =>
    t
      .api()
      .post('/api/paymob/initiate-payment')
      .set(bearer(user.token))
      .send({ ...CHECKOUT, course_id: courseId, session_id: sessionId });
  const join = (user: SignedIn, sessionId: number) =>
    t.api().post(`/api/sessions/${sessionId}/waitlist`).set(bearer(user.token));
  const entryOf = (user: SignedIn, sessionId: number) =>
    t.db
      .getRepository(SessionWaitlistEntry)
      .findOneByOrFail({ user_id: user.id, session_id: sessionId });
  const mailsTo = (user: SignedIn, kind: string) =>
    t.db
      .getRepository(OutboxMail)
      .find({ where: { kind }, order: { id: 'ASC' } })
      .then((mails) => mails.filter((mail) => mail.recipients.includes(user.email)));
  const pay = async (order: PaymentOrder) => {
    const obj = paymobTransaction(order);
    await t
      .api()
      .post(`/api/paymob/callback?hmac=${signTransaction(obj, EMULATOR_DEFAULTS.hmacSecret)}`)
      .send({ type: 'TRANSACTION', obj })
      .expect(200);
  };

  it('queues in order, offers a freed seat to the first in line only, passes on expiry, mails each step', async () => {
    const course = await makeCourse(t);
    const session = await makeSession(t, course.id, { capacity: 1 });
    const [holder, first, second, outsider] = await Promise.all(
      [1, 2, 3, 4].map(() => signedInUser(t)),
    );
    // A free seat: no queue to join.
    const early = await join(first, session.id).expect(409);
    expect(early.body.message).toBe('This session still has seats: book it now');
    const { order: held } = await initiate(t, holder, course, { session_id: session.id });

    expect((await join(first, session.id).expect(200)).body).toMatchObject({
      status: 'waiting',
      position: 1,
    });
    expect((await join(second, session.id).expect(200)).body).toMatchObject({ position: 2 });
    // Joining twice keeps the place.
    expect((await join(first, session.id).expect(200)).body).toMatchObject({ position: 1 });
    await t.api().post(`/api/sessions/${session.id}/waitlist`).expect(401);

    // The hold lapses: the seat goes to the first in line, not to whoever asks first.
    await t.db
      .getRepository(PaymentOrder)
      .update(held.id, { hold_until: new Date(Date.now() - 1000) });
    const jumped = await start(outsider, course.id, session.id).expect(409);
    expect(jumped.body.message).toBe('This session is full — join the waitlist.');
    expect(await entryOf(first, session.id)).toMatchObject({ status: 'offered' });
    expect(await entryOf(second, session.id)).toMatchObject({ status: 'waiting' });
    await start(second, course.id, session.id).expect(409);
    const [offer] = await mailsTo(first, 'waitlist-offer');
    expect(offer.text).toContain(`/coursespayment/${course.id}?session=${session.id}`);
    expect(offer.html).toContain('Book my seat');
    const mine = await t.api().get('/api/sessions/mine').set(bearer(first.token)).expect(200);
    expect(mine.body.waitlist[0]).toMatchObject({
      status: 'offered',
      position: 1,
      checkout: `/coursespayment/${course.id}?session=${session.id}`,
    });

    // The offer lapses unused: the sweep passes the seat to the next.
    await t.db
      .getRepository(SessionWaitlistEntry)
      .update(
        { user_id: first.id, session_id: session.id },
        { offer_expires_at: new Date(Date.now() - 1000) },
      );
    const swept = await t.app.get(SessionSweeper).sweep();
    expect(swept.offers).toBe(1);
    expect(await entryOf(first, session.id)).toMatchObject({ status: 'expired' });
    expect(await entryOf(second, session.id)).toMatchObject({ status: 'offered' });
    await start(first, course.id, session.id).expect(409);

    // The second in line books: confirmation with a calendar file that parses back.
    const { order } = await initiate(t, second, course, { session_id: session.id });
    await pay(order);
    expect(await entryOf(second, session.id)).toMatchObject({ status: 'booked' });
    const [confirmation] = await mailsTo(second, 'booking-confirmation');
    expect(confirmation.subject).toBe(`Booking confirmed: ${course.name}`);
    const [file] = JSON.parse(confirmation.attachments!) as StoredAttachment[];
    expect(file).toMatchObject({ filename: 'session.ics' });
    const ics = Buffer.from(file.content, 'base64').toString('utf8');
    // In the company's time zone, with its VTIMEZONE, as a calendar client reads it.
    expect(ics).toContain('DTSTART;TZID=Africa/Cairo:');
    const calendar = new ICAL.Component(ICAL.parse(ics));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) {
      ICAL.TimezoneService.register(zone);
    }
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe(course.name);
    expect(event.location).toBe(session.location);
    expect(event.uid).toMatch(/^booking-\d+-session-\d+@/);
    expect(event.startDate.toJSDate().getTime()).toBe(session.starts_at.getTime());
    expect(event.endDate.toJSDate().getTime()).toBe(session.ends_at.getTime());
    expect(ics).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);

    // The buyer downloads the same calendar; nobody else can.
    const purchase = await t.db
      .getRepository(Purchase)
      .findOneByOrFail({ user_id: second.id, course_id: course.id });
    const own = await t
      .api()
      .get(`/api/sessions/bookings/${purchase.id}/calendar.ics`)
      .set(bearer(second.token))
      .expect(200);
    expect(own.headers['content-type']).toMatch(/^text\/calendar/);
    expect(own.text).toContain('BEGIN:VEVENT');
    await t
      .api()
      .get(`/api/sessions/bookings/${purchase.id}/calendar.ics`)
      .set(bearer(first.token))
      .expect(404);
  });

  it('JSON-LD Course: one onsite CourseInstance per upcoming session', async () => {
    const course = await makeCourse(t);
    const first = await makeSession(t, course.id, { location: 'New Cairo centre' });
    await makeSession(t, course.id, { status: 'cancelled' });
    const second = await makeSession(t, course.id, {
      starts_at: new Date(first.starts_at.getTime() + 7 * 86_400_000),
      ends_at: new Date(first.ends_at.getTime() + 7 * 86_400_000),
    });
    const meta = await t.app.get(PageHeads).resolve(`/courses/${course.id}`);
    expect((meta!.jsonLd![0] as { hasCourseInstance: unknown }).hasCourseInstance).toEqual([
      expect.objectContaining({
        '@type': 'CourseInstance',
        courseMode: 'onsite',
        location: expect.objectContaining({ name: 'New Cairo centre' }),
        startDate: first.starts_at.toISOString(),
        endDate: first.ends_at.toISOString(),
      }),
      expect.objectContaining({ startDate: second.starts_at.toISOString() }),
    ]);
  });

  it('a course without sessions still gets its confirmation (the receipt, no calendar file)', async () => {
    const course = await makeCourse(t);
    const buyer = await signedInUser(t);
    const { order } = await initiate(t, buyer, course);
    await pay(order);
    const [mail] = await mailsTo(buyer, 'booking-confirmation');
    const attached = JSON.parse(mail.attachments ?? '[]') as {
      filename: string;
      contentType: string;
    }[];
    expect(attached.map((file) => file.contentType)).toEqual(['application/pdf']);
    expect(attached[0].filename).toMatch(/^PL-\d{4}-\d{6}\.pdf$/);
    expect(mail.text).toContain(order.merchant_reference);
  });

  it('staff: create in Cairo time, list, raise capacity (promotes), attendees, CSV, attendance, reminders, cancel', async () => {
    const course = await makeCourse(t);
    const created = await t
      .api()
      .post('/api/course-sessions')
      .set(bearer(editor.token))
      .send({
        course_id: course.id,
        starts_at: '2031-07-01T09:00',
        ends_at: '2031-07-03 17:00',
        location: 'Ain Sokhna site',
        capacity: 1,
        language: 'Arabic',
      })
      .expect(201);
    // Cairo is UTC+3 in July (summer time), UTC+2 in winter.
    expect(created.body).toMatchObject({
      starts_at: '2031-07-01T06:00:00.000Z',
      starts_at_cairo: '2031-07-01T09:00',
      ends_at: '2031-07-03T14:00:00.000Z',
      capacity: 1,
      seats_left: 1,
      seats_taken: 0,
      course: { id: course.id, name: course.name },
    });
    const id = created.body.id as number;
    // The dashboard's edit: POST /:id with the Cairo fields it shows.
    const moved = await t
      .api()
      .post(`/api/course-sessions/${id}`)
      .set(bearer(editor.token))
      .send({ starts_at_cairo: '2031-07-01T10:30', location: 'Ain Sokhna site, hall B' })
      .expect(200);
    expect(moved.body).toMatchObject({
      starts_at: '2031-07-01T07:30:00.000Z',
      ends_at: '2031-07-03T14:00:00.000Z',
      location: 'Ain Sokhna site, hall B',
    });
    const bad = await t
      .api()
      .post('/api/course-sessions')
      .set(bearer(admin.token))
      .send({ course_id: course.id, starts_at: 'tomorrow', ends_at: '2031-07-03T17:00' })
      .expect(422);
    expect(bad.body.errors).toHaveProperty('starts_at');
    await t
      .api()
      .put(`/api/course-sessions/${id}`)
      .set(bearer(admin.token))
      .send({ ends_at: '2031-06-30T09:00' })
      .expect(422);
    const buyer = await signedInUser(t);
    await t.api().get('/api/course-sessions').set(bearer(buyer.token)).expect(403);
    await t.api().post(`/api/course-sessions/${id}/cancel`).set(bearer(buyer.token)).expect(403);

    const { order } = await initiate(t, buyer, course, { session_id: id });
    await pay(order);
    // Two days before: one reminder per booking, however often the sweep runs.
    const sweeper = t.app.get(SessionSweeper);
    const dayBefore = new Date(Date.parse('2031-06-30T06:00:00Z'));
    expect((await sweeper.sweep(dayBefore)).reminders).toBe(1);
    expect((await sweeper.sweep(dayBefore)).reminders).toBe(0);
    expect(await mailsTo(buyer, 'session-reminder')).toHaveLength(1);
    const waiter = await signedInUser(t);
    await join(waiter, id).expect(200);
    const queue = await t
      .api()
      .get(`/api/course-sessions/${id}/waitlist`)
      .set(bearer(editor.token))
      .expect(200);
    expect(queue.body).toEqual([
      expect.objectContaining({ user_id: waiter.id, position: 1, status: 'waiting' }),
    ]);
    // One more seat: the first in line is offered it at once.
    await t
      .api()
      .put(`/api/course-sessions/${id}`)
      .set(bearer(admin.token))
      .send({ capacity: 2 })
      .expect(200);
    expect(await entryOf(waiter, id)).toMatchObject({ status: 'offered' });
    expect(await mailsTo(waiter, 'waitlist-offer')).toHaveLength(1);

    const listed = await t
      .api()
      .get(`/api/course-sessions?course_id=${course.id}`)
      .set(bearer(editor.token))
      .expect(200);
    expect(listed.body).toEqual([
      expect.objectContaining({ id, seats_taken: 1, seats_held: 1, seats_left: 0 }),
    ]);
    const attendees = await t
      .api()
      .get(`/api/course-sessions/${id}/attendees`)
      .set(bearer(editor.token))
      .expect(200);
    expect(attendees.body).toEqual([
      expect.objectContaining({ user_id: buyer.id, email: buyer.email, attended: false }),
    ]);
    const marked = await t
      .api()
      .put(`/api/course-sessions/${id}/attendance`)
      .set(bearer(editor.token))
      .send({ user_ids: [buyer.id], attended: true })
      .expect(200);
    expect(marked.body).toMatchObject({ updated: 1, attendees: [{ attended: true }] });
    await t
      .api()
      .put(`/api/course-sessions/${id}/attendance`)
      .set(bearer(editor.token))
      .send({ attended: 'maybe' })
      .expect(422);
    const csv = await t
      .api()
      .get(`/api/course-sessions/${id}/attendees/csv`)
      .set(bearer(editor.token))
      .expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('session-');
    expect(csv.text).toContain(`${buyer.email},`);
    expect(csv.text).toContain(',yes');

    // Cancel (issue 22: a reason is required): the booked buyer and the one offered a seat are
    // told, in the same transaction; the booking is cancelled and its payment refund due.
    await t
      .api()
      .post(`/api/course-sessions/${id}/cancel`)
      .set(bearer(editor.token))
      .send({})
      .expect(422);
    const cancelled = await t
      .api()
      .post(`/api/course-sessions/${id}/cancel`)
      .set(bearer(editor.token))
      .send({ reason: 'The instructor is ill' })
      .expect(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelled_bookings: 1 });
    const [toBuyer] = await mailsTo(buyer, 'booking-cancelled');
    expect(toBuyer.text).toContain('refunded');
    expect(toBuyer.text).toContain('The instructor is ill');
    expect(await mailsTo(waiter, 'session-cancelled')).toHaveLength(1);
    expect(await entryOf(waiter, id)).toMatchObject({ status: 'expired' });
    const upcoming = await t.api().get(`/api/sessions/upcoming?course_id=${course.id}`).expect(200);
    expect(upcoming.body).toEqual([]);
    const other = await signedInUser(t);
    await start(other, course.id, id).expect(422);
    // Bookings keep the session row: deleting it is refused.
    await t.api().delete(`/api/course-sessions/${id}`).set(bearer(admin.token)).expect(409);
    const remaining = await t.db
      .getRepository(OutboxMail)
      .countBy({ kind: In(['session-cancelled', 'booking-cancelled']) });
    expect(remaining).toBeGreaterThanOrEqual(2);
  });
});
