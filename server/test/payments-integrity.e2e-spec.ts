import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PaymentOrder } from '../src/model/payment-order.entity.js';
import { PaymentTransaction } from '../src/model/payment-transaction.entity.js';
import { PaymobEmulator } from '../src/payments/emulator/paymob-emulator.js';
import {
  flattenTransaction,
  responseMessage,
  signHmac,
  transactionMessage,
  type PaymobTransactionObject,
} from '../src/payments/paymob/paymob-hmac.js';
import { EMULATOR_DEFAULTS } from '../src/payments/paymob/paymob-settings.js';
import { Purchase } from '../src/model/purchase.entity.js';
import { Role } from '../src/common/access/roles.js';
import { makeCourse, PNG } from './support/courses.js';
import {
  ageOrder,
  CARD,
  CHECKOUT,
  createListeningApp,
  initiate,
  paymobTransaction,
  signedResponseQuery,
  signTransaction,
} from './support/payments.js';
import {
  bearer,
  createTestApp,
  signedInUser,
  type SignedIn,
  type TestApp,
  unique,
} from './support/test-app.js';

const SECRET = EMULATOR_DEFAULTS.hmacSecret;

describe('Payments: nothing lost, nothing forged (issue 9)', () => {
  let t: TestApp;
  let buyer: SignedIn;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createListeningApp();
    buyer = await signedInUser(t, Role.User);
    admin = await signedInUser(t, Role.Admin);
  });
  afterAll(() => t.close());

  const callback = (obj: object, hmac: string) =>
    t.api().post(`/api/paymob/callback?hmac=${hmac}`).send({ type: 'TRANSACTION', obj });
  const browserReturn = (query: Record<string, string>) =>
    t.api().get('/api/paymob/response').query(query);
  const startPayment = (user: SignedIn, courseId: number) =>
    t
      .api()
      .post('/api/paymob/initiate-payment')
      .set(bearer(user.token))
      .send({ ...CHECKOUT, course_id: courseId });
  const ordersOf = (user: SignedIn, courseId: number) =>
    t.db.getRepository(PaymentOrder).find({
      where: { user_id: user.id, course_id: courseId },
      order: { id: 'ASC' },
    });
  const counts = async (order: PaymentOrder) => ({
    transactions: await t.db
      .getRepository(PaymentTransaction)
      .countBy({ payment_order_id: order.id }),
    purchases: await t.db
      .getRepository(Purchase)
      .countBy({ user_id: order.user_id, course_id: order.course_id }),
    status: (await t.db.getRepository(PaymentOrder).findOneByOrFail({ id: order.id })).status,
  });

  describe('one open checkout per user and course (DECISIONS 21)', () => {
    it('a second initiate-payment while the order is pending answers the same payment page', async () => {
      const course = await makeCourse(t);
      const first = await startPayment(buyer, course.id).expect(200);
      const again = await startPayment(buyer, course.id).expect(200);
      expect(again.body.iframe_url).toBe(first.body.iframe_url);
      const orders = await ordersOf(buyer, course.id);
      expect(orders).toHaveLength(1);
      expect(orders[0].checkout_url).toBe(first.body.iframe_url);
      // Another buyer of the same course gets a checkout of their own.
      const other = await signedInUser(t, Role.User);
      const theirs = await startPayment(other, course.id).expect(200);
      expect(theirs.body.iframe_url).not.toBe(first.body.iframe_url);
    });

    it('concurrent initiate-payment calls make one order', async () => {
      const course = await makeCourse(t);
      const results = await Promise.all(
        Array.from({ length: 5 }, () => startPayment(buyer, course.id)),
      );
      const orders = await ordersOf(buyer, course.id);
      expect(orders).toHaveLength(1);
      for (const res of results) {
        // The first click gets the page; one that arrives while it is being made is told to retry.
        expect([200, 409]).toContain(res.status);
        if (res.status === 200) expect(res.body.iframe_url).toBe(orders[0].checkout_url);
        else expect(res.body.message).toMatch(/being prepared/);
      }
      expect(await startPayment(buyer, course.id).expect(200)).toMatchObject({
        body: { iframe_url: orders[0].checkout_url },
      });
    });

    it('an order older than 45 minutes is not reused: its payment page is about to expire', async () => {
      const course = await makeCourse(t);
      const first = await initiate(t, buyer, course);
      await ageOrder(t, first.order, 44);
      const reused = await startPayment(buyer, course.id).expect(200);
      expect(reused.body.iframe_url).toBe(first.order.checkout_url);
      expect(await ordersOf(buyer, course.id)).toHaveLength(1);
      await ageOrder(t, first.order, 46);
      const fresh = await startPayment(buyer, course.id).expect(200);
      expect(fresh.body.iframe_url).not.toBe(reused.body.iframe_url);
      expect(await ordersOf(buyer, course.id)).toHaveLength(2);
    });

    it('a price change or a declined order starts a new checkout', async () => {
      const course = await makeCourse(t);
      const first = await initiate(t, buyer, course);
      await t.db.getRepository(PaymentOrder).update(first.order.id, { status: 'declined' });
      const second = await initiate(t, buyer, course);
      expect(second.order.id).not.toBe(first.order.id);
      await t.db.query('UPDATE courses SET price = price + 1 WHERE id = ?', [course.id]);
      const third = await initiate(t, buyer, course);
      expect(third.order.id).not.toBe(second.order.id);
      expect(third.order.amount_cents).toBe(second.order.amount_cents + 100);
    });
  });

  describe('signed fields must have their exact format', () => {
    /** The message a digit shift leaves unchanged: the same signature still verifies. */
    type Shift = [name: string, change: Record<string, string>];
    const shiftsOf = (obj: PaymobTransactionObject): Shift[] => {
      const id = String(obj.id);
      const orderId = String(obj.order.id);
      return [
        ['id → integration_id', { id: id.slice(0, -1), integration_id: `${id.at(-1)}4711` }],
        ['integration_id → id', { id: `${id}4`, integration_id: '711' }],
        [
          'id → has_parent_transaction',
          { has_parent_transaction: `false${id[0]}`, id: id.slice(1) },
        ],
        [
          'has_parent_transaction → error_occured',
          { error_occured: 'falsef', has_parent_transaction: 'alse' },
        ],
        ['integration_id → is_3d_secure', { integration_id: '471', is_3d_secure: '1true' }],
        ['owner → order.id', { 'order.id': `${orderId}3`, owner: '02852' }],
        ['owner → pending', { owner: '30285', pending: '2false' }],
        ['created_at → currency', { created_at: `${obj.created_at}E`, currency: 'GP' }],
        [
          'amount_cents → created_at',
          { amount_cents: `${obj.amount_cents}2`, created_at: obj.created_at.slice(1) },
        ],
        [
          'source_data.pan → source_data.sub_type',
          { 'source_data.pan': '234', 'source_data.sub_type': '6MasterCard' },
        ],
      ];
    };

    /** The callback's obj with the shifted values put at their paths. */
    const shiftedObj = (obj: PaymobTransactionObject, change: Record<string, string>) => {
      const copy = structuredClone(obj) as Record<string, unknown>;
      for (const [path, value] of Object.entries(change)) {
        const parts = path.split('.');
        let target = copy;
        for (const part of parts.slice(0, -1)) target = target[part] as Record<string, unknown>;
        target[parts.at(-1)!] = value;
      }
      return copy;
    };
    const flatKey = (path: string) => (path === 'order.id' ? 'order' : path);

    it('a real signed message with digits moved between neighbours is refused; nothing recorded', async () => {
      const course = await makeCourse(t);
      const { order } = await initiate(t, buyer, course);
      const obj = paymobTransaction(order, { id: 1234567890123 });
      const hmac = signTransaction(obj, SECRET);
      const query = signedResponseQuery(obj, SECRET);
      for (const [name, change] of shiftsOf(obj)) {
        const shifted = shiftedObj(obj, change);
        // The shift leaves the signed message, so the signature, unchanged…
        expect([name, transactionMessage(shifted)]).toEqual([name, transactionMessage(obj)]);
        const res = await callback(shifted, hmac);
        // …but the message is refused.
        expect([name, res.status, res.body.message]).toEqual([
          name,
          400,
          'The payment message is malformed',
        ]);
        const flat = { ...query };
        for (const [path, value] of Object.entries(change)) flat[flatKey(path)] = value;
        expect(responseMessage(flat)).toBe(responseMessage(query));
        const back = await browserReturn(flat);
        expect([name, back.status]).toEqual([name, 400]);
      }
      expect(await counts(order)).toEqual({ transactions: 0, purchases: 0, status: 'pending' });
      // The genuine message is accepted.
      await callback(obj, hmac).expect(200, { message: 'Recorded' });
      await browserReturn(query).expect(302);
      expect(await counts(order)).toEqual({ transactions: 1, purchases: 1, status: 'paid' });
    });

    it('refuses signed booleans other than true/false and ids with a sign, a point or a leading zero', async () => {
      const course = await makeCourse(t);
      const { order } = await initiate(t, buyer, course);
      const bad: [string, Partial<Record<keyof PaymobTransactionObject, unknown>>][] = [
        ['success "True"', { success: 'True' }],
        ['pending 0', { pending: 0 }],
        ['id with a leading zero', { id: '0123456' }],
        ['negative id', { id: -5 }],
        ['fractional id', { id: 1.5 }],
        ['unknown integration', { integration_id: 4712 }],
        ['created_at not a timestamp', { created_at: '21/11/2025 10:15' }],
        ['lower-case currency', { currency: 'egp' }],
      ];
      for (const [name, change] of bad) {
        const obj = { ...paymobTransaction(order), ...change };
        const res = await callback(obj, signTransaction(obj, SECRET));
        expect([name, res.status]).toEqual([name, 400]);
      }
      // A repeated query key is not a value either.
      const query = signedResponseQuery(paymobTransaction(order), SECRET);
      const url = `/api/paymob/response?${new URLSearchParams(query).toString()}&id=1`;
      await t.api().get(url).expect(400);
      expect(await counts(order)).toEqual({ transactions: 0, purchases: 0, status: 'pending' });
    });

    it('records at most one successful transaction per order: any other is refund due', async () => {
      const course = await makeCourse(t);
      const { order } = await initiate(t, buyer, course);
      const first = paymobTransaction(order);
      const second = paymobTransaction(order);
      await callback(first, signTransaction(first, SECRET)).expect(200, { message: 'Recorded' });
      await browserReturn(signedResponseQuery(second, SECRET)).expect(302);
      await callback(second, signTransaction(second, SECRET)).expect(200, {
        message: 'Already recorded',
      });
      const rows = await t.db
        .getRepository(PaymentTransaction)
        .find({ where: { payment_order_id: order.id }, order: { id: 'ASC' } });
      expect(rows.map((row) => [row.provider_transaction_id, row.success, row.refund_due])).toEqual(
        [
          [String(first.id), true, false],
          [String(second.id), true, true],
        ],
      );
      expect(await counts(order)).toEqual({ transactions: 2, purchases: 1, status: 'paid' });
      const listed = await t
        .api()
        .get('/api/paymob/transactions')
        .set(bearer(admin.token))
        .expect(200);
      const mine = (listed.body as { id: number; refund_due: boolean }[]).filter((row) =>
        rows.some((r) => r.id === row.id),
      );
      expect(mine.map((row) => row.refund_due).sort()).toEqual([false, true]);
    });

    it('a child transaction (refund, void, capture) is recorded but never pays an order', async () => {
      const course = await makeCourse(t);
      const { order } = await initiate(t, buyer, course);
      const child = paymobTransaction(order, { has_parent_transaction: true });
      await callback(child, signTransaction(child, SECRET)).expect(200, { message: 'Recorded' });
      expect(await counts(order)).toEqual({ transactions: 1, purchases: 0, status: 'pending' });
    });
  });

  describe('amount range', () => {
    it('refuses a course price above 20,000,000 EGP on create and update (422)', async () => {
      const course = await makeCourse(t);
      const form = (price: string) =>
        t
          .api()
          .post('/api/courses')
          .set(bearer(admin.token))
          .field('name', unique('Expensive course '))
          .field('classification', unique('EX-'))
          .field('discipline', 'Drilling')
          .field('description', '<p>Costly.</p>')
          .field('category_id', String(course.category_id))
          .field('sub_category_id', String(course.sub_category_id))
          .field('price', price)
          .attach('image', PNG, 'photo.png');
      const res = await form('21474836.48').expect(422);
      expect(res.body.errors.price).toBe('The price must be at most 20,000,000 EGP');
      await form('20000000.01').expect(422);
      const top = await form('20000000').expect(201);
      const update = await t
        .api()
        .post(`/api/courses/${top.body.id}`)
        .set(bearer(admin.token))
        .send({ price: 25_000_000 })
        .expect(422);
      expect(update.body.errors.price).toBe('The price must be at most 20,000,000 EGP');
      // The highest price can be paid: its amount fits the order's amount column.
      const paid = await startPayment(buyer, top.body.id).expect(200);
      expect(paid.body.iframe_url).toMatch(/unifiedcheckout/);
      expect((await ordersOf(buyer, top.body.id))[0].amount_cents).toBe(2_000_000_000);
    });

    it('answers 422 to initiate-payment for a stored price above the maximum, with no order', async () => {
      const course = await makeCourse(t, { price: 25_000_000 });
      const res = await startPayment(buyer, course.id).expect(422);
      expect(res.body.message).toBe(
        'This course cannot be paid online; please contact us to book it',
      );
      expect(await ordersOf(buyer, course.id)).toHaveLength(0);
    });
  });
});

describe('The emulator is a development tool, not an open door (issue 9)', () => {
  it('ignores caller-chosen notification and redirection URLs', async () => {
    const hits: string[] = [];
    const trap = http.createServer((req, res) => {
      hits.push(`${req.method} ${req.url}`);
      res.end('ok');
    });
    await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
    const trapUrl = `http://127.0.0.1:${(trap.address() as AddressInfo).port}`;
    const t = await createListeningApp();
    try {
      const intention = await t
        .api()
        .post('/emulator/paymob/v1/intention/')
        .set('Authorization', `Token ${EMULATOR_DEFAULTS.secretKey}`)
        .send({
          amount: 1000,
          currency: 'EGP',
          payment_methods: [Number(EMULATOR_DEFAULTS.integrationId)],
          billing_data: { first_name: 'A', last_name: 'B', phone_number: '010', email: 'a@b.c' },
          special_reference: `ATTACK-${Date.now()}`,
          notification_url: `${trapUrl}/steal`,
          redirection_url: 'https://evil.example/phish',
        })
        .expect(201);
      const page = await t
        .api()
        .get(
          `/emulator/paymob/unifiedcheckout/?publicKey=${EMULATOR_DEFAULTS.publicKey}&clientSecret=${intention.body.client_secret}`,
        )
        .expect(200);
      const token = /name="checkout" value="([^"]+)"/.exec(page.text)![1];
      const paid = await t
        .api()
        .post('/emulator/paymob/pay')
        .type('form')
        .send({ checkout: token, card_number: '4111111111111111', ...CARD })
        .expect(303);
      const back = new URL(paid.headers.location);
      expect(`${back.origin}${back.pathname}`).toBe(`${t.config.publicUrl}/api/paymob/response`);
      expect(hits).toEqual([]);
    } finally {
      await t.close();
      trap.close();
    }
  });

  it('is not mounted on a start with Paymob keys and no PAYMENT_PROVIDER', async () => {
    const t = await createTestApp({
      PAYMOB_SECRET_KEY: 'sk',
      PAYMOB_PUBLIC_KEY: 'pk',
      PAYMOB_INTEGRATION_ID: '1',
      PAYMOB_HMAC_SECRET: 'hs',
      PAYMOB_BASE_URL: 'http://127.0.0.1:9',
    });
    try {
      expect(t.config.paymentProvider).toBe('paymob');
      expect(t.app.get(PaymobEmulator).mounted).toBe(false);
      await t.api().post('/emulator/paymob/v1/intention/').send({}).expect(404);
    } finally {
      await t.close();
    }
  });

  it('with PAYMENT_PROVIDER=emulator it signs with the given PAYMOB_HMAC_SECRET', async () => {
    const t = await createListeningApp({
      PAYMENT_PROVIDER: 'emulator',
      PAYMOB_HMAC_SECRET: 'our-own-test-secret',
    });
    try {
      expect(t.app.get(PaymobEmulator).mounted).toBe(true);
      const buyer = await signedInUser(t, Role.User);
      const { order } = await initiate(t, buyer, await makeCourse(t));
      const obj = paymobTransaction(order);
      await t
        .api()
        .post(`/api/paymob/callback?hmac=${signTransaction(obj, SECRET)}`)
        .send({ type: 'TRANSACTION', obj })
        .expect(401);
      const flat = flattenTransaction(obj);
      const query = { ...flat, hmac: signHmac(responseMessage(flat), 'our-own-test-secret') };
      await t.api().get('/api/paymob/response').query(query).expect(302);
    } finally {
      await t.close();
    }
  });
});
