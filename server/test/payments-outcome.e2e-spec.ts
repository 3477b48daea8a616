import { PaymentOrder } from '../src/model/payment-order.entity.js';
import { Role } from '../src/common/access/roles.js';
import { makeCourse } from './support/courses.js';
import { CHECKOUT, createListeningApp, initiate, payOnEmulator } from './support/payments.js';
import { bearer, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

/** Issue 15 item 6: the booking trail, and the outcome of a return without a session. */
describe('Payment outcome by order reference (public) and the booking trail', () => {
  let t: TestApp;
  let buyer: SignedIn;
  beforeAll(async () => {
    t = await createListeningApp();
    buyer = await signedInUser(t, Role.User);
  });
  afterAll(() => t.close());

  const outcome = (reference: string) =>
    t.api().get(`/api/paymob/outcome/${encodeURIComponent(reference)}`);

  it('answers a paid order to anyone: status and course, never the buyer or the amount', async () => {
    const course = await makeCourse(t, { price: 18500, time: '12–16 Jan 2026', location: 'Cairo' });
    const started = await t
      .api()
      .post('/api/paymob/initiate-payment')
      .set(bearer(buyer.token))
      .send({ ...CHECKOUT, course_id: course.id })
      .expect(200);
    const order = await t.db
      .getRepository(PaymentOrder)
      .findOneByOrFail({ user_id: buyer.id, course_id: course.id });
    // The checkout learns the reference it is about to pay.
    expect(started.body.reference).toBe(order.merchant_reference);

    const pending = await outcome(order.merchant_reference).expect(200);
    expect(pending.body).toEqual({
      reference: order.merchant_reference,
      status: 'pending',
      course: {
        id: course.id,
        name: course.name,
        name_ar: course.name_ar,
        time: '12–16 Jan 2026',
        location: 'Cairo',
        location_ar: course.location_ar,
      },
      session: null,
    });

    const { landed } = await payOnEmulator(
      t,
      new URL(started.body.iframe_url as string),
      '5123 4567 8901 2346',
    );
    expect(landed!.headers.location).toBe(`/payment-result?order=${order.merchant_reference}`);
    // No Authorization header: the signed-out return.
    const paid = await outcome(order.merchant_reference).expect(200);
    expect(paid.body.status).toBe('paid');
    const text = JSON.stringify(paid.body);
    for (const secret of [
      buyer.email,
      CHECKOUT.first_name,
      CHECKOUT.last_name,
      CHECKOUT.phone_number,
      '18500',
      '1850000',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(Object.keys(paid.body).sort()).toEqual(['course', 'reference', 'session', 'status']);

    // The profile's course cards carry the same reference.
    const mine = await t.api().get('/api/user/courses').set(bearer(buyer.token)).expect(200);
    const booked = (
      mine.body.courses as { id: number; order_reference: string | null; booked_at: string }[]
    ).find((item) => item.id === course.id);
    expect(booked).toMatchObject({ order_reference: order.merchant_reference });
    expect(new Date(booked!.booked_at).getTime()).not.toBeNaN();
  });

  it('says failed for a declined card, whoever asks', async () => {
    const course = await makeCourse(t);
    const { order, url } = await initiate(t, buyer, course);
    await payOnEmulator(t, url, '4000 0000 0000 0002');
    const res = await outcome(order.merchant_reference).set(bearer(buyer.token)).expect(200);
    expect(res.body.status).toBe('failed');
    const stranger = await signedInUser(t, Role.User);
    await outcome(order.merchant_reference).set(bearer(stranger.token)).expect(200);
  });

  it('an expired order is failed too', async () => {
    const course = await makeCourse(t);
    const { order } = await initiate(t, buyer, course);
    await t.db.getRepository(PaymentOrder).update(order.id, { status: 'expired' });
    expect((await outcome(order.merchant_reference).expect(200)).body.status).toBe('failed');
  });

  it('404 for an unknown reference, 422 for a malformed one', async () => {
    const unknown = await outcome('PL-NOPE-0000000000').expect(404);
    expect(unknown.body.message).toBe('No payment has this order reference');
    for (const bad of ['a b', "PL-1' OR '1'='1", 'x'.repeat(65), 'PL-%00', 'ref.json']) {
      const res = await outcome(bad).expect(422);
      expect(res.body.message).toBe('The order reference is malformed');
    }
  });

  it('references are not sequential: 40 random bits each', async () => {
    const course = await makeCourse(t);
    const other = await makeCourse(t);
    const a = (await initiate(t, buyer, course)).order.merchant_reference;
    const b = (await initiate(t, buyer, other)).order.merchant_reference;
    expect(a).toMatch(/^PL-[0-9A-Z]+-[0-9A-F]{10}$/);
    expect(a.split('-')[2]).not.toBe(b.split('-')[2]);
  });
});
