import { PaymentOrder } from '../src/model/payment-order.entity.js';
import { PaymentTransaction } from '../src/model/payment-transaction.entity.js';
import { PaymobEmulator } from '../src/payments/emulator/paymob-emulator.js';
import { ReconcileService } from '../src/booking/reconcile.service.js';
import { Purchase } from '../src/model/purchase.entity.js';
import { Role } from '../src/common/access/roles.js';
import { makeCourse } from './support/courses.js';
import { CARD, CHECKOUT, createListeningApp, initiate, payOnEmulator } from './support/payments.js';
import {
  bearer,
  createTestApp,
  signedInUser,
  type SignedIn,
  type TestApp,
} from './support/test-app.js';

describe('Paymob emulator, end to end through the real client and callbacks', () => {
  let t: TestApp;
  let buyer: SignedIn;
  beforeAll(async () => {
    t = await createListeningApp();
    buyer = await signedInUser(t, Role.User);
  });
  afterAll(() => t.close());

  const statusOf = async (order: PaymentOrder) =>
    (await t.db.getRepository(PaymentOrder).findOneByOrFail({ id: order.id })).status;

  it('initiate → unified checkout page → test card → signed callback → purchase → profile', async () => {
    const course = await makeCourse(t, { price: 18500 });
    const { order, url } = await initiate(t, buyer, course);
    const { page, landed } = await payOnEmulator(t, url, '5123 4567 8901 2346');
    // The checkout page: the amount in EGP, a card form, no script, a strict CSP.
    expect(page.text).toContain('EGP 18,500.00');
    expect(page.text).toContain(course.name);
    expect(page.text).toMatch(/<form method="post" action="\/emulator\/paymob\/pay"/);
    expect(page.text).not.toMatch(/<script/i);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['content-security-policy']).not.toContain('script-src');
    expect(landed!.headers.location).toBe(`/payment-result?order=${order.merchant_reference}`);

    expect(await statusOf(order)).toBe('paid');
    const transactions = await t.db
      .getRepository(PaymentTransaction)
      .findBy({ payment_order_id: order.id });
    expect(transactions).toHaveLength(1);
    expect(transactions[0]).toMatchObject({ success: true, amount_cents: 1850000 });
    const status = await t
      .api()
      .get(`/api/paymob/orders/${order.merchant_reference}`)
      .set(bearer(buyer.token))
      .expect(200);
    expect(status.body.status).toBe('paid');
    const courses = await t.api().get('/api/user/courses').set(bearer(buyer.token)).expect(200);
    expect(courses.body.courses.map((c: { id: number }) => c.id)).toContain(course.id);
  });

  it('the decline card declines: no purchase, a clear status, and the course stays bookable', async () => {
    const course = await makeCourse(t);
    const { order, url } = await initiate(t, buyer, course);
    const { landed } = await payOnEmulator(t, url, '4000000000000002');
    expect(landed!.headers.location).toBe(`/payment-result?order=${order.merchant_reference}`);
    expect(await statusOf(order)).toBe('declined');
    expect(
      await t.db.getRepository(Purchase).countBy({ user_id: buyer.id, course_id: course.id }),
    ).toBe(0);
    await t
      .api()
      .post('/api/paymob/initiate-payment')
      .set(bearer(buyer.token))
      .send({ ...CHECKOUT, course_id: course.id })
      .expect(200);
  });

  it('the checkout refuses unknown cards and bad expiry with a readable message', async () => {
    const course = await makeCourse(t);
    const { order, url } = await initiate(t, buyer, course);
    const unknown = await payOnEmulator(t, url, '4242424242424242');
    expect(unknown.submitted.status).toBe(422);
    expect(unknown.submitted.text).toContain('Use one of the test cards listed below.');
    const page = await t.api().get(`${url.pathname}${url.search}`).expect(200);
    const token = /name="checkout" value="([^"]+)"/.exec(page.text)![1];
    const expired = await t
      .api()
      .post('/emulator/paymob/pay')
      .type('form')
      .send({ checkout: token, card_number: '4111111111111111', ...CARD, expiry: '01/20' })
      .expect(422);
    expect(expired.text).toContain('The card has expired.');
    expect(await statusOf(order)).toBe('pending');
    const publicKey = url.searchParams.get('publicKey')!;
    const gone = await t
      .api()
      .get(`/emulator/paymob/unifiedcheckout/?publicKey=${publicKey}&clientSecret=nope`)
      .expect(404);
    expect(gone.text).toContain('This checkout does not exist or has expired.');
    await t
      .api()
      .get(`/emulator/paymob/unifiedcheckout/?publicKey=x&clientSecret=${token}`)
      .expect(401);
  });

  it('reconcile pays an order whose callbacks were lost, and expires an abandoned one', async () => {
    const course = await makeCourse(t);
    const { order, url } = await initiate(t, buyer, course);
    // The buyer paid but neither callback reached us (the emulator's "lost" card).
    const { submitted } = await payOnEmulator(t, url, '4000 0000 0000 0077');
    expect(submitted.status).toBe(200);
    expect(submitted.text).toContain('Paid, callbacks withheld');
    expect(submitted.text).toContain(`/payment-result?order=${order.merchant_reference}`);
    expect(await statusOf(order)).toBe('pending');
    const abandoned = await initiate(t, buyer, await makeCourse(t));

    const reconcile = t.app.get(ReconcileService);
    const references = [order.merchant_reference, abandoned.order.merchant_reference];
    // Too recent to be asked about yet.
    expect(await reconcile.run({ references })).toMatchObject({ checked: 0 });
    const report = await reconcile.run({ references, olderThanMinutes: 0 });
    expect(report).toMatchObject({ checked: 2, paid: 1, unchanged: 1, failed: [] });
    expect(await statusOf(order)).toBe('paid');
    expect(
      await t.db.getRepository(Purchase).countBy({ user_id: buyer.id, course_id: course.id }),
    ).toBe(1);
    // A day later the abandoned order expires; running again changes nothing more.
    const later = new Date(Date.now() + 25 * 3600_000);
    expect(await reconcile.run({ references, now: later })).toMatchObject({
      checked: 1,
      expired: 1,
    });
    expect(await statusOf(abandoned.order)).toBe('expired');
    expect(await reconcile.run({ references, now: later })).toMatchObject({ checked: 0 });
    expect(
      await t.db.getRepository(PaymentTransaction).countBy({ payment_order_id: order.id }),
    ).toBe(1);
  });
});

describe('Paymob emulator, legacy iframe flow', () => {
  let t: TestApp;
  let buyer: SignedIn;
  beforeAll(async () => {
    t = await createListeningApp({ PAYMOB_FLOW: 'iframe' });
    buyer = await signedInUser(t, Role.User);
  });
  afterAll(() => t.close());

  it('auth token → order → payment key → iframe page → paid', async () => {
    const course = await makeCourse(t, { price: 950 });
    const { order, url } = await initiate(t, buyer, course);
    expect(url.pathname).toBe('/emulator/paymob/api/acceptance/iframes/815');
    expect(url.searchParams.get('payment_token')).toBeTruthy();
    const { page } = await payOnEmulator(t, url, '4111111111111111');
    expect(page.text).toContain('EGP 950.00');
    expect((await t.db.getRepository(PaymentOrder).findOneByOrFail({ id: order.id })).status).toBe(
      'paid',
    );
  });
});

describe('Payment provider failures and production', () => {
  it('a provider that cannot be reached answers 502 and expires the order', async () => {
    const t = await createTestApp({
      PAYMENT_PROVIDER: 'paymob',
      PAYMOB_BASE_URL: 'http://127.0.0.1:9',
      PAYMOB_SECRET_KEY: 'sk',
      PAYMOB_PUBLIC_KEY: 'pk',
      PAYMOB_INTEGRATION_ID: '1',
      PAYMOB_HMAC_SECRET: 'hs',
    });
    try {
      const buyer = await signedInUser(t, Role.User);
      const course = await makeCourse(t);
      const res = await t
        .api()
        .post('/api/paymob/initiate-payment')
        .set(bearer(buyer.token))
        .send({ ...CHECKOUT, course_id: course.id })
        .expect(502);
      expect(res.body).toEqual({
        message: 'The payment provider is not available, please try again',
      });
      const orders = await t.db.getRepository(PaymentOrder).findBy({ course_id: course.id });
      expect(orders.map((o) => o.status)).toEqual(['expired']);
      // Not the emulator: its endpoints do not exist.
      await t.api().post('/emulator/paymob/v1/intention/').send({}).expect(404);
    } finally {
      await t.close();
    }
  });

  it('never mounts the emulator in production', async () => {
    const t = await createTestApp({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'paymob',
      PAYMOB_SECRET_KEY: 'sk',
      PAYMOB_PUBLIC_KEY: 'pk',
      PAYMOB_INTEGRATION_ID: '1',
      PAYMOB_HMAC_SECRET: 'hs',
      FILE_URL_SECRET: 'f'.repeat(32),
    });
    try {
      expect(t.app.get(PaymobEmulator).mounted).toBe(false);
      await t.api().post('/emulator/paymob/v1/intention/').send({}).expect(404);
      await t.api().post('/emulator/paymob/api/auth/tokens').send({}).expect(404);
      const page = await t.api().get('/emulator/paymob/unifiedcheckout/?clientSecret=x');
      expect(page.text).not.toContain('Paymob emulator');
    } finally {
      await t.close();
    }
    const dev = await createTestApp();
    try {
      expect(dev.app.get(PaymobEmulator).mounted).toBe(true);
      await dev.api().post('/emulator/paymob/v1/intention/').send({}).expect(401);
    } finally {
      await dev.close();
    }
  });
});
