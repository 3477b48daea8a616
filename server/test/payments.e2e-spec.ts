import { PaymentOrder } from '../src/model/payment-order.entity.js';
import { PaymentTransaction } from '../src/model/payment-transaction.entity.js';
import { EMULATOR_DEFAULTS } from '../src/payments/paymob/paymob-settings.js';
import { Purchase } from '../src/model/purchase.entity.js';
import { Role } from '../src/common/access/roles.js';
import { makeCourse } from './support/courses.js';
import {
  CHECKOUT,
  createListeningApp,
  initiate,
  paymobTransaction,
  signedResponseQuery,
  signTransaction,
} from './support/payments.js';
import { bearer, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

const SECRET = EMULATOR_DEFAULTS.hmacSecret;

describe('Payments API: initiation, verified callbacks, idempotency', () => {
  let t: TestApp;
  let buyer: SignedIn;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createListeningApp();
    buyer = await signedInUser(t, Role.User);
    admin = await signedInUser(t, Role.Admin);
  });
  afterAll(() => t.close());

  const counts = async (order: PaymentOrder) => ({
    transactions: await t.db
      .getRepository(PaymentTransaction)
      .countBy({ payment_order_id: order.id }),
    purchases: await t.db
      .getRepository(Purchase)
      .countBy({ user_id: order.user_id, course_id: order.course_id }),
    status: (await t.db.getRepository(PaymentOrder).findOneByOrFail({ id: order.id })).status,
  });

  const callback = (obj: object, hmac: string) =>
    t.api().post(`/api/paymob/callback?hmac=${hmac}`).send({ type: 'TRANSACTION', obj });

  describe('initiate-payment', () => {
    it('charges the course price from the database, whatever the body says', async () => {
      const course = await makeCourse(t, { price: 18500.5 });
      const { order, url } = await initiate(t, buyer, course, {
        amount: 1,
        amount_cents: 100,
        price: 1,
        currency: 'USD',
      });
      expect(order).toMatchObject({
        status: 'pending',
        amount_cents: 1850050,
        currency: 'EGP',
        provider: 'emulator',
        billing: { ...CHECKOUT },
      });
      expect(order.provider_order_id).toMatch(/^\d+$/);
      expect(order.merchant_reference).toMatch(/^PL-/);
      expect(`${url.origin}${url.pathname}`).toBe(
        `${t.config.publicUrl}/emulator/paymob/unifiedcheckout/`,
      );
      expect(url.searchParams.get('publicKey')).toBe(EMULATOR_DEFAULTS.publicKey);
      expect(url.searchParams.get('clientSecret')).toMatch(/^egy_csk_test_/);
      const page = await t.api().get(`${url.pathname}${url.search}`).expect(200);
      expect(page.text).toContain('EGP 18,500.50');
    });

    it('gates the form: names, phone and city longer than 1, digits only, a known course', async () => {
      const course = await makeCourse(t);
      const cases: [Record<string, unknown>, string, string][] = [
        [{ first_name: 'M' }, 'first_name', 'The first name must be longer than 1 character'],
        [{ last_name: '' }, 'last_name', 'The last name must be longer than 1 character'],
        [{ city: 'C' }, 'city', 'The city must be longer than 1 character'],
        [{ phone_number: '0' }, 'phone_number', 'The phone number must be longer than 1 character'],
        [{ phone_number: '010-abc' }, 'phone_number', 'The phone number must contain digits only'],
        [{ course_id: undefined }, 'course_id', 'The course is required'],
        [{ course_id: 99999999 }, 'course_id', 'The course does not exist'],
      ];
      for (const [change, field, message] of cases) {
        const res = await t
          .api()
          .post('/api/paymob/initiate-payment')
          .set(bearer(buyer.token))
          .send({ ...CHECKOUT, course_id: course.id, ...change })
          .expect(422);
        expect(res.body.errors[field]).toBe(message);
      }
      await t
        .api()
        .post('/api/paymob/initiate-payment')
        .send({ ...CHECKOUT, course_id: course.id })
        .expect(401);
      expect(await t.db.getRepository(PaymentOrder).countBy({ course_id: course.id })).toBe(0);
    });

    it('answers 409 for a course already purchased (DECISIONS 15)', async () => {
      const course = await makeCourse(t);
      await t.db.getRepository(Purchase).save({ user_id: buyer.id, course_id: course.id });
      const res = await t
        .api()
        .post('/api/paymob/initiate-payment')
        .set(bearer(buyer.token))
        .send({ ...CHECKOUT, course_id: course.id })
        .expect(409);
      expect(res.body.message).toBe('You have already booked this course');
    });
  });

  describe('transaction-processed callback', () => {
    it('rejects a bad or missing HMAC and records nothing', async () => {
      const course = await makeCourse(t);
      const { order } = await initiate(t, buyer, course);
      const obj = paymobTransaction(order);
      const good = signTransaction(obj, SECRET);
      await callback(obj, 'ab'.repeat(64)).expect(401);
      await callback(obj, good.slice(0, -2) + (good.endsWith('00') ? '11' : '00')).expect(401);
      await t.api().post('/api/paymob/callback').send({ type: 'TRANSACTION', obj }).expect(401);
      // Signed with another key (e.g. the API key instead of the HMAC secret).
      await callback(obj, signTransaction(obj, 'not-the-secret')).expect(401);
      // A field changed after signing.
      await callback({ ...obj, pending: true }, good).expect(401);
      await callback({ ...obj, order: { ...obj.order, id: 1 } }, good).expect(401);
      const res = await callback(obj, 'zz').expect(401);
      expect(res.body.message).toBe('The payment callback could not be verified');
      expect(await counts(order)).toEqual({ transactions: 0, purchases: 0, status: 'pending' });
    });

    it('records a paid transaction once: order paid, one purchase; a replay changes nothing', async () => {
      const course = await makeCourse(t);
      const { order } = await initiate(t, buyer, course);
      const obj = paymobTransaction(order);
      const hmac = signTransaction(obj, SECRET);
      const first = await callback(obj, hmac).expect(200);
      expect(first.body).toEqual({ message: 'Recorded' });
      expect(await counts(order)).toEqual({ transactions: 1, purchases: 1, status: 'paid' });
      const again = await callback(obj, hmac).expect(200);
      expect(again.body).toEqual({ message: 'Already recorded' });
      expect(await counts(order)).toEqual({ transactions: 1, purchases: 1, status: 'paid' });
      const row = await t.db
        .getRepository(PaymentTransaction)
        .findOneByOrFail({ provider_transaction_id: String(obj.id) });
      expect(row).toMatchObject({
        first_name: 'Mona',
        email: buyer.email,
        phone_number: '01012345678',
        success: true,
        amount_cents: order.amount_cents,
        currency: 'EGP',
      });
      const mine = await t.api().get('/api/user/courses').set(bearer(buyer.token)).expect(200);
      expect(mine.body.courses.map((c: { id: number }) => c.id)).toContain(course.id);
      // Booked: a second payment is refused.
      await t
        .api()
        .post('/api/paymob/initiate-payment')
        .set(bearer(buyer.token))
        .send({ ...CHECKOUT, course_id: course.id })
        .expect(409);
    });

    it('20 concurrent identical callbacks (and browser returns) make one transaction and one purchase', async () => {
      const course = await makeCourse(t);
      const { order } = await initiate(t, buyer, course);
      const obj = paymobTransaction(order);
      const hmac = signTransaction(obj, SECRET);
      const query = signedResponseQuery(obj, SECRET);
      const results = await Promise.all([
        ...Array.from({ length: 20 }, () => callback(obj, hmac)),
        ...Array.from({ length: 5 }, () => t.api().get('/api/paymob/response').query(query)),
      ]);
      const statuses = results.map((r) => r.status);
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
      expect(statuses.slice(20)).toEqual(Array(5).fill(302));
      const recorded = results.filter((r) => r.body?.message === 'Recorded');
      expect(recorded.length).toBeLessThanOrEqual(1);
      expect(await counts(order)).toEqual({ transactions: 1, purchases: 1, status: 'paid' });
    });

    it('rejects an amount or currency that differs from the order, recording nothing', async () => {
      const course = await makeCourse(t);
      const { order } = await initiate(t, buyer, course);
      for (const change of [
        { amount_cents: order.amount_cents - 100 },
        { amount_cents: order.amount_cents + 1 },
        { currency: 'USD' },
      ]) {
        const obj = paymobTransaction(order, change);
        const res = await callback(obj, signTransaction(obj, SECRET)).expect(400);
        expect(res.body.message).toBe('The amount or currency does not match the order');
        const query = signedResponseQuery(obj, SECRET);
        await t.api().get('/api/paymob/response').query(query).expect(400);
      }
      expect(await counts(order)).toEqual({ transactions: 0, purchases: 0, status: 'pending' });
    });

    it('matches the signed order id: an unknown Paymob order is refused', async () => {
      const course = await makeCourse(t);
      const { order } = await initiate(t, buyer, course);
      const obj = paymobTransaction(order, {
        order: { id: 1, merchant_order_id: order.merchant_reference },
      });
      await callback(obj, signTransaction(obj, SECRET)).expect(404);
      expect(await counts(order)).toEqual({ transactions: 0, purchases: 0, status: 'pending' });
    });

    it('a declined card declines the order without a purchase; a later paid attempt pays it', async () => {
      const course = await makeCourse(t);
      const { order } = await initiate(t, buyer, course);
      const declined = paymobTransaction(order, {
        success: false,
        data: { message: 'Do not honour' },
      });
      await callback(declined, signTransaction(declined, SECRET)).expect(200);
      expect(await counts(order)).toEqual({ transactions: 1, purchases: 0, status: 'declined' });
      const status = await t
        .api()
        .get(`/api/paymob/orders/${order.merchant_reference}`)
        .set(bearer(buyer.token))
        .expect(200);
      expect(status.body).toEqual({
        reference: order.merchant_reference,
        status: 'declined',
        course_id: course.id,
        amount_cents: order.amount_cents,
        currency: 'EGP',
        session: null,
        refund_status: 'none',
      });
      const retry = paymobTransaction(order);
      await callback(retry, signTransaction(retry, SECRET)).expect(200);
      expect(await counts(order)).toEqual({ transactions: 2, purchases: 1, status: 'paid' });
    });

    it('a pending (unsettled) transaction leaves the order pending', async () => {
      const course = await makeCourse(t);
      const { order } = await initiate(t, buyer, course);
      const kiosk = paymobTransaction(order, {
        pending: true,
        success: false,
        source_data: { type: 'aggregator', pan: '', sub_type: 'AGGREGATOR' },
      });
      await callback(kiosk, signTransaction(kiosk, SECRET)).expect(200);
      expect(await counts(order)).toEqual({ transactions: 1, purchases: 0, status: 'pending' });
    });

    it('ignores callbacks of other types', async () => {
      const res = await t
        .api()
        .post('/api/paymob/callback?hmac=x')
        .send({ type: 'TOKEN', obj: { token: 'abc' } })
        .expect(200);
      expect(res.body).toEqual({ message: 'Ignored' });
    });
  });

  describe('browser return', () => {
    it('verifies, records and sends the buyer to the result page', async () => {
      const course = await makeCourse(t);
      const { order } = await initiate(t, buyer, course);
      const obj = paymobTransaction(order);
      const query = signedResponseQuery(obj, SECRET);
      const res = await t.api().get('/api/paymob/response').query(query).expect(302);
      expect(res.headers.location).toBe(
        `/payment-result?order=${encodeURIComponent(order.merchant_reference)}`,
      );
      expect(await counts(order)).toEqual({ transactions: 1, purchases: 1, status: 'paid' });
    });

    it('accepts order_id for the order key; refuses a bad signature', async () => {
      const course = await makeCourse(t);
      const { order } = await initiate(t, buyer, course);
      const { order: orderId, ...rest } = signedResponseQuery(paymobTransaction(order), SECRET);
      await t
        .api()
        .get('/api/paymob/response')
        .query({ ...rest, hmac: 'ab'.repeat(64), order_id: orderId })
        .expect(400);
      expect(await counts(order)).toEqual({ transactions: 0, purchases: 0, status: 'pending' });
      // The unsigned merchant_order_id cannot point the payment at another order.
      await t
        .api()
        .get('/api/paymob/response')
        .query({ ...rest, order_id: orderId, merchant_order_id: 'PL-SOMEONE-ELSE' })
        .expect(302)
        .expect('Location', `/payment-result?order=${order.merchant_reference}`);
      expect(await counts(order)).toEqual({ transactions: 1, purchases: 1, status: 'paid' });
    });
  });

  describe('order status and the payments list', () => {
    it('shows an order to its buyer only', async () => {
      const course = await makeCourse(t);
      const { order } = await initiate(t, buyer, course);
      const res = await t
        .api()
        .get(`/api/paymob/orders/${order.merchant_reference}`)
        .set(bearer(buyer.token))
        .expect(200);
      expect(res.body.status).toBe('pending');
      const stranger = await signedInUser(t, Role.User);
      await t
        .api()
        .get(`/api/paymob/orders/${order.merchant_reference}`)
        .set(bearer(stranger.token))
        .expect(404);
      await t.api().get(`/api/paymob/orders/${order.merchant_reference}`).expect(401);
    });

    it('lists transactions for staff: bare array, pages, search by email; read-only', async () => {
      const course = await makeCourse(t);
      const payer = await signedInUser(t, Role.User);
      const { order } = await initiate(t, payer, course);
      const obj = paymobTransaction(order);
      await callback(obj, signTransaction(obj, SECRET)).expect(200);
      const list = await t
        .api()
        .get('/api/paymob/transactions')
        .set(bearer(admin.token))
        .expect(200);
      expect(Array.isArray(list.body)).toBe(true);
      const item = (list.body as { id: number; email: string }[]).find(
        (row) => row.email === payer.email,
      );
      expect(item).toEqual({
        id: expect.any(Number),
        first_name: 'Mona',
        email: payer.email,
        phone_number: '01012345678',
        success: true,
        amount_cents: order.amount_cents,
        currency: 'EGP',
        created_at: expect.any(String),
        refund_due: false,
        // Issue 15 item 11: what reconciling needs.
        payer_name: `${CHECKOUT.first_name} ${CHECKOUT.last_name}`,
        merchant_reference: order.merchant_reference,
        course_id: course.id,
        course_name: course.name,
        // Issue 14: the paid order's receipt, by a signed address.
        receipt: expect.stringMatching(
          new RegExp(`^/api/paymob/orders/${order.merchant_reference}/receipt\\?expires=`),
        ),
        // Issue 22: states as words, refunds adding up.
        status_label: 'Paid',
        refund_status: 'none',
        refund_status_label: 'No refund',
        refunded_cents: 0,
        refundable_cents: order.amount_cents,
        is_refund: false,
        session_id: null,
        session_label: null,
      });
      const page = await t
        .api()
        .get('/api/paymob/transactions?page=1&limit=1')
        .set(bearer(admin.token))
        .expect(200);
      expect(page.body.data).toHaveLength(1);
      expect(page.body.total).toBeGreaterThanOrEqual(1);
      const found = await t
        .api()
        .post(`/api/paymob/transactions/search?email=${encodeURIComponent(payer.email)}`)
        .set(bearer(admin.token))
        .expect(200);
      expect(found.body).toHaveLength(1);
      await t.api().get('/api/paymob/transactions').set(bearer(buyer.token)).expect(403);
      await t
        .api()
        .delete(`/api/paymob/transactions/${item!.id}`)
        .set(bearer(admin.token))
        .expect(404);
    });
  });
});
