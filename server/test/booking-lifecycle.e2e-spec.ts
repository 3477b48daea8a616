import { Certificate } from '../src/model/certificate.entity.js';
import { OutboxMail } from '../src/model/outbox-mail.entity.js';
import { PaymentOrder } from '../src/model/payment-order.entity.js';
import { PaymentRefund } from '../src/model/payment-refund.entity.js';
import { PaymentTransaction } from '../src/model/payment-transaction.entity.js';
import { Purchase } from '../src/model/purchase.entity.js';
import type { CourseSession } from '../src/model/course-session.entity.js';
import { Role } from '../src/common/access/roles.js';
import { makeCourse } from './support/courses.js';
import { CHECKOUT, createListeningApp, payOnEmulator } from './support/payments.js';
import { makeSession } from './support/sessions.js';
import { bearer, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

const CARD = '5123456789012346';
const DAY = 24 * 60 * 60_000;

interface Initiated {
  iframe_url: string;
  reference: string;
  session: { id: number; label: string; date_label: string; time_label: string } | null;
  session_chosen_by_server: boolean;
}

/**
 * Issue 22 (ADR 0017): a booking is a dated seat with a state, and money owed back is refunded
 * through the provider. Everything runs through the emulator: real checkout, real signed
 * callbacks, real refunds and their signed refund callbacks.
 */
describe('Bookings: dated seats, states and refunds', () => {
  let t: TestApp;
  let admin: SignedIn;
  let editor: SignedIn;
  beforeAll(async () => {
    t = await createListeningApp();
    admin = await signedInUser(t, Role.SuperAdmin);
    editor = await signedInUser(t, Role.Admin);
  });
  afterAll(() => t.close());

  const initiate = (user: SignedIn, courseId: number, sessionId?: number) =>
    t
      .api()
      .post('/api/paymob/initiate-payment')
      .set(bearer(user.token))
      .send({ ...CHECKOUT, course_id: courseId, ...(sessionId ? { session_id: sessionId } : {}) });

  const orderOf = (reference: string) =>
    t.db.getRepository(PaymentOrder).findOneByOrFail({ merchant_reference: reference });

  /** Initiates and pays on the emulator's checkout page; answers the initiate answer. */
  async function book(user: SignedIn, courseId: number, sessionId?: number): Promise<Initiated> {
    const started = (await initiate(user, courseId, sessionId).expect(200)).body as Initiated;
    await payOnEmulator(t, new URL(started.iframe_url), CARD);
    return started;
  }

  const mine = async (user: SignedIn) =>
    (await t.api().get('/api/sessions/mine').set(bearer(user.token)).expect(200)).body as {
      bookings: Record<string, unknown>[];
      waitlist: Record<string, unknown>[];
    };

  const paymentOf = async (reference: string) => {
    const order = await orderOf(reference);
    return t.db.getRepository(PaymentTransaction).findOneOrFail({
      where: { payment_order_id: order.id, is_refund: false, success: true },
      order: { id: 'ASC' },
    });
  };

  const mailsTo = (user: SignedIn, kind: string) =>
    t.db
      .getRepository(OutboxMail)
      .find({ where: { kind }, order: { id: 'ASC' } })
      .then((mails) => mails.filter((mail) => mail.recipients.includes(user.email)));

  async function courseWithSessions(capacities: number[]) {
    const course = await makeCourse(t);
    const sessions: CourseSession[] = [];
    // 07:00 UTC (09:00 or 10:00 in Cairo) to 14:00: one day whatever the hour the test runs at
    // (a start at "now" crossed midnight in Cairo for runs after 17:00 and changed the label).
    const morning = new Date();
    morning.setUTCHours(7, 0, 0, 0);
    for (const [i, capacity] of capacities.entries()) {
      sessions.push(
        await makeSession(t, course.id, {
          capacity,
          starts_at: new Date(morning.getTime() + (20 + i) * DAY),
          ends_at: new Date(morning.getTime() + (20 + i) * DAY + 7 * 3600_000),
        }),
      );
    }
    return { course, sessions };
  }

  it('without session_id, the server takes the next date with a free seat and says so; all full → 409', async () => {
    const { course, sessions } = await courseWithSessions([1, 1]);
    const first = await signedInUser(t);
    const started = await book(first, course.id);
    expect(started.session_chosen_by_server).toBe(true);
    expect(started.session?.id).toBe(sessions[0].id);
    expect(started.session?.label).toMatch(/^\w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2}–\d{2}:\d{2}$/);
    const booking = await t.db
      .getRepository(Purchase)
      .findOneByOrFail({ user_id: first.id, course_id: course.id });
    expect(booking).toMatchObject({ session_id: sessions[0].id, status: 'booked' });
    // The result page and the order name the session.
    const outcome = await t.api().get(`/api/paymob/outcome/${started.reference}`).expect(200);
    expect(outcome.body.session).toMatchObject({ id: sessions[0].id, status: 'scheduled' });

    const second = await signedInUser(t);
    const next = (await initiate(second, course.id).expect(200)).body as Initiated;
    expect(next.session?.id).toBe(sessions[1].id);
    // Asking again without a date keeps the date the buyer holds: the same page.
    const again = (await initiate(second, course.id).expect(200)).body as Initiated;
    expect(again.reference).toBe(next.reference);

    const third = await signedInUser(t);
    const full = await initiate(third, course.id).expect(409);
    expect(full.body.message).toBe('Every date of this course is full — join a waitlist.');
    // A booked buyer cannot start again.
    await initiate(first, course.id).expect(409);
  });

  it('two dates → one live order; the replaced order paid late is refunded automatically', async () => {
    const { course, sessions } = await courseWithSessions([2, 2]);
    const buyer = await signedInUser(t);
    const one = (await initiate(buyer, course.id, sessions[0].id).expect(200)).body as Initiated;
    const two = (await initiate(buyer, course.id, sessions[1].id).expect(200)).body as Initiated;
    expect(two.reference).not.toBe(one.reference);
    const replaced = await orderOf(one.reference);
    expect(replaced).toMatchObject({ status: 'replaced', hold_until: null });
    // The replaced date's hold is gone: a holder of the new one only.
    const holders = await t.db
      .getRepository(PaymentOrder)
      .countBy({ user_id: buyer.id, course_id: course.id, status: 'pending' });
    expect(holders).toBe(1);

    // The buyer pays the new page, then the old one still open in another tab.
    await payOnEmulator(t, new URL(two.iframe_url), CARD);
    await payOnEmulator(t, new URL(one.iframe_url), CARD);
    const late = await paymentOf(one.reference);
    expect(late).toMatchObject({ refund_due: true, refund_status: 'refunded' });
    expect(late.refunded_cents).toBe(late.amount_cents);
    const refunds = await t.db
      .getRepository(PaymentRefund)
      .findBy({ payment_transaction_id: late.id });
    expect(refunds).toEqual([
      expect.objectContaining({
        status: 'done',
        requested_by: null,
        amount_cents: late.amount_cents,
      }),
    ]);
    expect(await mailsTo(buyer, 'extra-payment-refund')).toHaveLength(1);
    expect(await mailsTo(buyer, 'refund-sent')).toHaveLength(1);
    // The result page of each order tells which booked and which was refunded.
    const order = async (reference: string) =>
      (await t.api().get(`/api/paymob/orders/${reference}`).set(bearer(buyer.token)).expect(200))
        .body as { status: string; refund_status: string };
    expect(await order(one.reference)).toMatchObject({
      status: 'replaced',
      refund_status: 'refunded',
    });
    expect(await order(two.reference)).toMatchObject({ status: 'paid', refund_status: 'none' });
    // One booking, on the date of the current order.
    const bookings = await t.db
      .getRepository(Purchase)
      .findBy({ user_id: buyer.id, course_id: course.id });
    expect(bookings).toEqual([
      expect.objectContaining({ session_id: sessions[1].id, status: 'booked' }),
    ]);
    // The payments list reads it as words.
    const list = await t
      .api()
      .post(`/api/paymob/transactions/search?email=${encodeURIComponent(buyer.email)}`)
      .set(bearer(admin.token))
      .expect(200);
    const labels = (list.body as Record<string, unknown>[])
      .map((row) => `${String(row.status_label)}/${String(row.refund_status_label)}`)
      .sort();
    expect(labels).toEqual(['Paid/No refund', 'Paid/Refunded', 'Refund/No refund']);
  });

  it('reconcile finds a replaced checkout paid with lost callbacks, and refunds it', async () => {
    const { course, sessions } = await courseWithSessions([2, 2]);
    const buyer = await signedInUser(t);
    const one = (await initiate(buyer, course.id, sessions[0].id).expect(200)).body as Initiated;
    await initiate(buyer, course.id, sessions[1].id).expect(200);
    // The "lost" test card: paid at the provider, no callback and no return reach us.
    const { submitted } = await payOnEmulator(t, new URL(one.iframe_url), '4000000000000077');
    expect(submitted.status).toBe(200);
    const { ReconcileService } = await import('../src/booking/reconcile.service.js');
    const report = await t.app
      .get(ReconcileService)
      .run({ references: [one.reference], olderThanMinutes: 0 });
    expect(report).toMatchObject({ replaced_paid: 1, failed: [] });
    expect(await paymentOf(one.reference)).toMatchObject({
      refund_due: true,
      refund_status: 'refunded',
    });
    expect(
      await t.db.getRepository(Purchase).countBy({ user_id: buyer.id, course_id: course.id }),
    ).toBe(0);
  });

  it('a checkout paid after staff cancelled its session books nothing and is refunded', async () => {
    const { course, sessions } = await courseWithSessions([2]);
    const buyer = await signedInUser(t);
    const open = (await initiate(buyer, course.id, sessions[0].id).expect(200)).body as Initiated;
    await t
      .api()
      .post(`/api/course-sessions/${sessions[0].id}/cancel`)
      .set(bearer(editor.token))
      .send({ reason: 'Trainer unavailable' })
      .expect(200);
    await payOnEmulator(t, new URL(open.iframe_url), CARD);
    expect(await paymentOf(open.reference)).toMatchObject({
      refund_due: true,
      refund_status: 'refunded',
    });
    expect(
      await t.db.getRepository(Purchase).countBy({ user_id: buyer.id, course_id: course.id }),
    ).toBe(0);
    const [mail] = await mailsTo(buyer, 'extra-payment-refund');
    expect(mail.text).toContain('cancelled');
  });

  it('buyer cancels before the cut-off → cancelled, refunded through the provider; after it → 422', async () => {
    const { course, sessions } = await courseWithSessions([1]);
    const buyer = await signedInUser(t);
    const started = await book(buyer, course.id, sessions[0].id);
    let view = (await mine(buyer)).bookings[0];
    expect(view).toMatchObject({
      status: 'booked',
      status_label: 'Booked',
      can_cancel: true,
      order_reference: started.reference,
      session: expect.objectContaining({ id: sessions[0].id }),
      calendar: expect.stringContaining('/calendar.ics'),
      receipt: expect.stringContaining('/receipt?'),
    });
    const other = await signedInUser(t);
    await t
      .api()
      .post(`/api/sessions/bookings/${String(view.purchase_id)}/cancel`)
      .set(bearer(other.token))
      .expect(404);
    const cancelled = await t
      .api()
      .post(`/api/sessions/bookings/${String(view.purchase_id)}/cancel`)
      .set(bearer(buyer.token))
      .expect(200);
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'buyer',
      refund_status: 'refunded',
      status_label: 'Refunded',
      calendar: null,
      can_cancel: false,
    });
    view = (await mine(buyer)).bookings[0];
    expect(view.refunded_cents).toBe(view.amount_cents);
    // The seat is free again, and the buyer may book the course again (DECISIONS 27).
    const courses = await t.api().get('/api/user/courses').set(bearer(buyer.token)).expect(200);
    expect(courses.body.courses).toEqual([]);
    await initiate(other, course.id, sessions[0].id).expect(200);

    // Inside the last 7 days: refused with the rule in words.
    const { course: soon } = await courseWithSessions([]);
    const near = await makeSession(t, soon.id, {
      capacity: 2,
      starts_at: new Date(Date.now() + 3 * DAY),
      ends_at: new Date(Date.now() + 3 * DAY + 3600_000),
    });
    const late = await signedInUser(t);
    await book(late, soon.id, near.id);
    const lateView = (await mine(late)).bookings[0];
    expect(lateView.can_cancel).toBe(false);
    const refused = await t
      .api()
      .post(`/api/sessions/bookings/${String(lateView.purchase_id)}/cancel`)
      .set(bearer(late.token))
      .expect(422);
    expect(refused.body.message).toBe(
      'Bookings can be cancelled up to 7 days before the session; please contact us.',
    );
  });

  it('staff cancel a session → bookings cancelled, refund due; staff refund part, then the rest', async () => {
    const { course, sessions } = await courseWithSessions([2]);
    const buyer = await signedInUser(t);
    const started = await book(buyer, course.id, sessions[0].id);
    const res = await t
      .api()
      .post(`/api/course-sessions/${sessions[0].id}/cancel`)
      .set(bearer(editor.token))
      .send({ reason: 'Venue closed' })
      .expect(200);
    expect(res.body).toMatchObject({ status: 'cancelled', cancelled_bookings: 1 });
    const view = (await mine(buyer)).bookings[0];
    expect(view).toMatchObject({
      status: 'cancelled',
      status_label: 'Refund due',
      refund_status: 'due',
      cancel_reason: 'Venue closed',
      cancelled_by: 'staff',
      calendar: null,
      session: expect.objectContaining({ status: 'cancelled' }),
    });
    expect(await mailsTo(buyer, 'booking-cancelled')).toHaveLength(1);

    const payment = await paymentOf(started.reference);
    const refund = (body: object, as = admin) =>
      t
        .api()
        .post(`/api/paymob/transactions/${payment.id}/refund`)
        .set(bearer(as.token))
        .send(body);
    await refund({ amount_cents: 1000 }, editor).expect(403);
    await refund({ amount_cents: 0 }).expect(422);
    const tooMuch = await refund({ amount_cents: payment.amount_cents + 1 }).expect(422);
    expect(tooMuch.body.errors).toHaveProperty('amount_cents');
    const part = await refund({ amount_cents: 1000 }).expect(200);
    expect(part.body).toMatchObject({
      refund_status: 'partially_refunded',
      refund_status_label: 'Partly refunded',
      refunded_cents: 1000,
      refundable_cents: payment.amount_cents - 1000,
    });
    await refund({ amount_cents: payment.amount_cents }).expect(422);
    const rest = await refund({}).expect(200);
    expect(rest.body).toMatchObject({
      refund_status: 'refunded',
      refunded_cents: payment.amount_cents,
    });
    await refund({}).expect(422);
    expect((await mine(buyer)).bookings[0]).toMatchObject({ status_label: 'Refunded' });
    expect(await mailsTo(buyer, 'refund-sent')).toHaveLength(2);
  });

  it('a refund made in Paymob’s own dashboard is recognised from its callback', async () => {
    const { course, sessions } = await courseWithSessions([2]);
    const buyer = await signedInUser(t);
    const started = await book(buyer, course.id, sessions[0].id);
    const payment = await paymentOf(started.reference);
    // The dashboard's refund: only the provider is asked; we hear of it by the callback.
    const { PaymobClient } = await import('../src/payments/paymob/paymob.client.js');
    await t.app.get(PaymobClient).refund(payment.provider_transaction_id, payment.amount_cents);
    const after = await t.db.getRepository(PaymentTransaction).findOneByOrFail({ id: payment.id });
    expect(after).toMatchObject({
      refund_status: 'refunded',
      refunded_cents: payment.amount_cents,
    });
    const [row] = await t.db
      .getRepository(PaymentRefund)
      .findBy({ payment_transaction_id: payment.id });
    expect(row).toMatchObject({ status: 'done', requested_by: null });
    // Refunded in full: the booking no longer holds its seat.
    expect((await mine(buyer)).bookings[0]).toMatchObject({
      status: 'cancelled',
      status_label: 'Refunded',
    });
  });

  it('staff move a booking and a whole session (seats checked), mail with a new .ics', async () => {
    const { course, sessions } = await courseWithSessions([2, 1, 3]);
    const [a, b] = [await signedInUser(t), await signedInUser(t)];
    await book(a, course.id, sessions[0].id);
    await book(b, course.id, sessions[0].id);
    const booking = await t.db
      .getRepository(Purchase)
      .findOneByOrFail({ user_id: a.id, course_id: course.id });
    const otherCourse = await courseWithSessions([5]);
    await t
      .api()
      .post(`/api/bookings/${booking.id}/move`)
      .set(bearer(editor.token))
      .send({ to_session_id: otherCourse.sessions[0].id })
      .expect(422);
    // Whole session (2 bookings) to a session with 1 seat: 409, nothing moved.
    const short = await t
      .api()
      .post(`/api/course-sessions/${sessions[0].id}/move`)
      .set(bearer(editor.token))
      .send({ to_session_id: sessions[1].id })
      .expect(409);
    expect(short.body.message).toBe('The new session has only 1 seat left');
    const moved = await t
      .api()
      .post(`/api/bookings/${booking.id}/move`)
      .set(bearer(editor.token))
      .send({ to_session_id: sessions[1].id })
      .expect(200);
    expect(moved.body).toMatchObject({
      session: expect.objectContaining({ id: sessions[1].id }),
      moved_from: expect.objectContaining({ id: sessions[0].id }),
    });
    const [mail] = await mailsTo(a, 'booking-moved');
    const [ics] = JSON.parse(mail.attachments ?? '[]') as { filename: string; content: string }[];
    expect(ics.filename).toBe('session.ics');
    expect(Buffer.from(ics.content, 'base64').toString()).toContain('BEGIN:VEVENT');
    // Now full: another move there is refused.
    const bBooking = await t.db
      .getRepository(Purchase)
      .findOneByOrFail({ user_id: b.id, course_id: course.id });
    await t
      .api()
      .post(`/api/bookings/${bBooking.id}/move`)
      .set(bearer(editor.token))
      .send({ to_session_id: sessions[1].id })
      .expect(409);
    const whole = await t
      .api()
      .post(`/api/course-sessions/${sessions[0].id}/move`)
      .set(bearer(editor.token))
      .send({ to_session_id: sessions[2].id })
      .expect(200);
    expect(whole.body).toMatchObject({ moved: 1 });
    expect((await mine(b)).bookings[0]).toMatchObject({
      session: expect.objectContaining({ id: sessions[2].id }),
      moved_from: expect.objectContaining({ id: sessions[0].id }),
    });
    const list = await t
      .api()
      .get(`/api/bookings?page=1&limit=10&course_id=${course.id}`)
      .set(bearer(editor.token))
      .expect(200);
    expect(list.body.total).toBe(2);
    // Filters: a state by name ("" is every state); anything else is a readable 422.
    const booked = await t
      .api()
      .get(`/api/bookings?page=1&limit=10&course_id=${course.id}&status=booked`)
      .set(bearer(editor.token))
      .expect(200);
    expect(booked.body.total).toBe(2);
    await t
      .api()
      .get(`/api/bookings?page=1&limit=10&course_id=${course.id}&status=`)
      .set(bearer(editor.token))
      .expect(200);
    const wrong = await t
      .api()
      .get('/api/bookings?status=lost&limit=500')
      .set(bearer(editor.token))
      .expect(422);
    expect(wrong.body.message).toMatch(
      /status must be one of booked, attended, cancelled|limit must be from 1 to 100/,
    );
    await t.api().get('/api/bookings').set(bearer(a.token)).expect(403);
  });

  it('attendance for a session → certificates for its attendees only, recording the session', async () => {
    const { course, sessions } = await courseWithSessions([3]);
    const [a, b] = [await signedInUser(t), await signedInUser(t)];
    await book(a, course.id, sessions[0].id);
    await book(b, course.id, sessions[0].id);
    const url = `/api/course-sessions/${sessions[0].id}`;
    const none = await t
      .api()
      .post(`${url}/certificates`)
      .set(bearer(editor.token))
      .send({})
      .expect(422);
    expect(none.body.message).toBe('Mark attendance first: nobody has attended this session yet.');
    const aBooking = await t.db
      .getRepository(Purchase)
      .findOneByOrFail({ user_id: a.id, course_id: course.id });
    await t
      .api()
      .put(`${url}/attendance`)
      .set(bearer(editor.token))
      .send({ attended: [aBooking.id] })
      .expect(200);
    const issued = await t
      .api()
      .post(`${url}/certificates`)
      .set(bearer(editor.token))
      .send({ expires_at: '2030-01-31' })
      .expect(201);
    expect(issued.body).toEqual({ issued: 1, skipped: 0 });
    const again = await t
      .api()
      .post(`${url}/certificates`)
      .set(bearer(editor.token))
      .send({})
      .expect(201);
    expect(again.body).toEqual({ issued: 0, skipped: 1 });
    const certificates = await t.db.getRepository(Certificate).findBy({ course_id: course.id });
    expect(certificates).toEqual([
      expect.objectContaining({ user_id: a.id, session_id: sessions[0].id }),
    ]);
    expect((await mine(a)).bookings[0]).toMatchObject({
      status: 'attended',
      status_label: 'Attended',
    });
    expect((await mine(b)).bookings[0]).toMatchObject({ status: 'booked' });
  });

  it('a holder or a booked buyer cannot join that session’s waitlist', async () => {
    const { course, sessions } = await courseWithSessions([1]);
    const holder = await signedInUser(t);
    await initiate(holder, course.id, sessions[0].id).expect(200);
    const refused = await t
      .api()
      .post(`/api/sessions/${sessions[0].id}/waitlist`)
      .set(bearer(holder.token))
      .expect(409);
    expect(refused.body.message).toBe('You have already booked this course');
    const waiter = await signedInUser(t);
    await t
      .api()
      .post(`/api/sessions/${sessions[0].id}/waitlist`)
      .set(bearer(waiter.token))
      .expect(200);
    expect((await mine(waiter)).waitlist).toEqual([
      expect.objectContaining({ session_id: sessions[0].id, position: 1, status: 'waiting' }),
    ]);
  });
});
