import { PaymentOrder } from '../src/model/payment-order.entity.js';
import { Purchase } from '../src/model/purchase.entity.js';
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
import { EMULATOR_DEFAULTS } from '../src/payments/paymob/paymob-settings.js';

const BUYERS = 50;

/** Issue 13 item 3: a session is never sold past its capacity (ADR 0011). */
describe('Session seats: holds and the race for the last seat', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createListeningApp({ SESSION_SWEEP_MS: '0' });
  });
  afterAll(() => t.close());

  const start = (user: SignedIn, courseId: number, sessionId: number) =>
    t
      .api()
      .post('/api/paymob/initiate-payment')
      .set(bearer(user.token))
      .send({ ...CHECKOUT, course_id: courseId, session_id: sessionId });

  it(`${BUYERS} buyers racing for the last seat: exactly one payable order, ${BUYERS - 1} × 409`, async () => {
    const course = await makeCourse(t);
    const session = await makeSession(t, course.id, { capacity: 3 });
    // Two seats already gone: one paid booking and one live hold.
    const [paid, holder] = [await signedInUser(t), await signedInUser(t)];
    await t.db
      .getRepository(Purchase)
      .save({ user_id: paid.id, course_id: course.id, session_id: session.id });
    await start(holder, course.id, session.id).expect(200);
    const buyers = await Promise.all(Array.from({ length: BUYERS }, () => signedInUser(t)));
    const began = performance.now();
    const answers = await Promise.all(buyers.map((buyer) => start(buyer, course.id, session.id)));
    const ms = performance.now() - began;
    const statuses = answers.map((answer) => answer.status);
    const ok = statuses.filter((status) => status === 200).length;
    const full = answers.filter((answer) => answer.status === 409);
    console.log(
      `[session-seats] ${t.db.options.type}: ${BUYERS} concurrent initiate-payment for 1 seat → ${ok} × 200, ${full.length} × 409 in ${ms.toFixed(0)} ms`,
    );
    expect(ok).toBe(1);
    expect(full).toHaveLength(BUYERS - 1);
    for (const answer of full) {
      expect(answer.body).toMatchObject({ message: 'This session is full — join the waitlist.' });
    }
    const orders = await t.db
      .getRepository(PaymentOrder)
      .findBy({ session_id: session.id, status: 'pending' });
    expect(orders).toHaveLength(2);
    const seats = await t.api().get(`/api/sessions/upcoming?course_id=${course.id}`).expect(200);
    expect(seats.body).toEqual([
      expect.objectContaining({ id: session.id, capacity: 3, seats_left: 0, full: true }),
    ]);
    // Signing in 52 users (argon2) dominates on a loaded machine; the race itself is timed above.
  }, 180_000);

  it('a hold expires: its seat is free again, and the holder gets the same page while it lasts', async () => {
    const course = await makeCourse(t);
    const session = await makeSession(t, course.id, { capacity: 1 });
    const [first, second] = [await signedInUser(t), await signedInUser(t)];
    const { order, url } = await initiate(t, first, course, { session_id: session.id });
    expect(order.session_id).toBe(session.id);
    const holdMs = order.hold_until!.getTime() - order.created_at.getTime();
    expect(Math.round(holdMs / 60_000)).toBe(15);
    // The holder's second click answers the same page; others are refused.
    const again = await start(first, course.id, session.id).expect(200);
    expect(again.body.iframe_url).toBe(url.toString());
    await start(second, course.id, session.id).expect(409);
    // Fifteen minutes later the seat is free.
    await t.db
      .getRepository(PaymentOrder)
      .update(order.id, { hold_until: new Date(Date.now() - 1000) });
    const seats = await t.api().get(`/api/sessions/upcoming?course_id=${course.id}`).expect(200);
    expect(seats.body[0]).toMatchObject({ seats_left: 1, full: false });
    await start(second, course.id, session.id).expect(200);
  });

  it('a paid order books the session; cancelled, past and foreign sessions are 422', async () => {
    const course = await makeCourse(t);
    const other = await makeCourse(t);
    const session = await makeSession(t, course.id, { capacity: 5 });
    const buyer = await signedInUser(t);
    const { order } = await initiate(t, buyer, course, { session_id: session.id });
    const obj = paymobTransaction(order);
    await t
      .api()
      .post(`/api/paymob/callback?hmac=${signTransaction(obj, EMULATOR_DEFAULTS.hmacSecret)}`)
      .send({ type: 'TRANSACTION', obj })
      .expect(200);
    const purchase = await t.db
      .getRepository(Purchase)
      .findOneByOrFail({ user_id: buyer.id, course_id: course.id });
    expect(purchase.session_id).toBe(session.id);
    const seats = await t.api().get(`/api/sessions/upcoming?course_id=${course.id}`).expect(200);
    expect(seats.body[0]).toMatchObject({ seats_left: 4 });

    const someone = await signedInUser(t);
    const cancelled = await makeSession(t, course.id, { status: 'cancelled' });
    const past = await makeSession(t, course.id, { starts_at: new Date(Date.now() - 60_000) });
    const foreign = await makeSession(t, other.id);
    const refused = [
      [cancelled.id, 'This session has been cancelled; please choose another date'],
      [past.id, 'This session has already started; please choose another date'],
      [foreign.id, 'The session does not exist for this course'],
      [999999, 'The session does not exist for this course'],
    ] as const;
    for (const [id, message] of refused) {
      const res = await start(someone, course.id, id).expect(422);
      expect(res.body.message).toBe(message);
    }
    await start(someone, course.id, 'abc' as unknown as number).expect(422);
  });

  it('a course without sessions books exactly as before', async () => {
    const course = await makeCourse(t);
    const buyer = await signedInUser(t, Role.User);
    const { order } = await initiate(t, buyer, course);
    expect(order).toMatchObject({ session_id: null, hold_until: null, status: 'pending' });
  });
});
