import { PaymentOrder } from '../src/model/payment-order.entity.js';
import { PaymentTransaction } from '../src/model/payment-transaction.entity.js';
import { EMULATOR_DEFAULTS } from '../src/payments/paymob/paymob-settings.js';
import { ReconcileService } from '../src/booking/reconcile.service.js';
import { Purchase } from '../src/model/purchase.entity.js';
import { Role } from '../src/common/access/roles.js';
import { makeCourse } from './support/courses.js';
import {
  ageOrder,
  createListeningApp,
  initiate,
  payOnEmulator,
  paymobTransaction,
  signedResponseQuery,
  signTransaction,
} from './support/payments.js';
import { bearer, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

const SECRET = EMULATOR_DEFAULTS.hmacSecret;

/**
 * Issue 9, item 1 and DECISIONS 21 (widened by issue 22): a course paid twice (two checkouts of
 * one buyer) is booked once, and both payments are recorded. The newer checkout replaced the
 * older one, so the older order's payment is the one marked "refund due" (and refunded
 * automatically where the provider knows it, booking-refunds.e2e-spec.ts). On MySQL the booking
 * insert used to throw when the booking existed, rolling the payment back (500, nothing
 * recorded, reconcile failing on that order forever); run this file on MariaDB too.
 */
describe('A second payment for a course already booked', () => {
  let t: TestApp;
  let buyer: SignedIn;
  beforeAll(async () => {
    t = await createListeningApp();
    buyer = await signedInUser(t, Role.User);
  });
  afterAll(() => t.close());

  const callback = (obj: object, hmac: string) =>
    t.api().post(`/api/paymob/callback?hmac=${hmac}`).send({ type: 'TRANSACTION', obj });

  /** Two orders of one buyer for one course: the first checkout is old, so a second is made. */
  async function twoOrders(user = buyer) {
    const course = await makeCourse(t);
    const first = await initiate(t, user, course);
    await ageOrder(t, first.order, 120);
    const second = await initiate(t, user, course);
    expect(second.order.id).not.toBe(first.order.id);
    return { course, first, second };
  }

  const rowsOf = (order: PaymentOrder) =>
    t.db.getRepository(PaymentTransaction).findBy({ payment_order_id: order.id });

  it('both callbacks and both browser returns succeed: two payment rows, one booking', async () => {
    const { course, first, second } = await twoOrders();
    for (const { order } of [first, second]) {
      const obj = paymobTransaction(order);
      const res = await callback(obj, signTransaction(obj, SECRET));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Recorded' });
      const back = await t
        .api()
        .get('/api/paymob/response')
        .query(signedResponseQuery(obj, SECRET));
      expect(back.status).toBe(302);
      expect(back.headers.location).toBe(`/payment-result?order=${order.merchant_reference}`);
    }
    const [firstRows, secondRows] = [await rowsOf(first.order), await rowsOf(second.order)];
    expect(firstRows).toHaveLength(1);
    expect(secondRows).toHaveLength(1);
    // The replaced order's payment books nothing: refund due (the provider does not know this
    // hand-made transaction, so the automatic refund stays due for staff).
    expect(firstRows[0]).toMatchObject({ success: true, refund_due: true, refund_status: 'due' });
    expect(secondRows[0]).toMatchObject({ success: true, refund_due: false });
    const bookings = await t.db
      .getRepository(Purchase)
      .findBy({ user_id: buyer.id, course_id: course.id });
    expect(bookings).toHaveLength(1);
    expect(bookings[0].payment_order_id).toBe(second.order.id);
    const statuses = await Promise.all(
      [first, second].map(
        async ({ order }) =>
          (await t.db.getRepository(PaymentOrder).findOneByOrFail({ id: order.id })).status,
      ),
    );
    expect(statuses).toEqual(['replaced', 'paid']);
  });

  it('reconcile settles a second payment whose callbacks were lost, without a failure', async () => {
    const { course, first, second } = await twoOrders();
    await payOnEmulator(t, first.url, '5123456789012346');
    // The second checkout is paid too, but its callbacks never reach us.
    const { submitted } = await payOnEmulator(t, second.url, '4000000000000077');
    expect(submitted.status).toBe(200);
    const reconcile = t.app.get(ReconcileService);
    const report = await reconcile.run({
      references: [first.order.merchant_reference, second.order.merchant_reference],
      olderThanMinutes: 0,
    });
    expect(report).toMatchObject({ checked: 1, paid: 1, failed: [] });
    // The second (current) checkout books; the replaced one's payment was refunded through the
    // emulator at once, and its refund callback marked it refunded.
    expect(await rowsOf(second.order)).toEqual([
      expect.objectContaining({ success: true, refund_due: false }),
    ]);
    expect(await rowsOf(first.order)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ success: true, refund_due: true, refund_status: 'refunded' }),
        expect.objectContaining({ is_refund: true }),
      ]),
    );
    expect(
      await t.db.getRepository(Purchase).countBy({ user_id: buyer.id, course_id: course.id }),
    ).toBe(1);
    // Settled: nothing is left pending for the next run.
    expect(
      await reconcile.run({ references: [second.order.merchant_reference], olderThanMinutes: 0 }),
    ).toMatchObject({ checked: 0, failed: [] });
  });

  it('staff see the refund-due mark in the payments list', async () => {
    const payer = await signedInUser(t, Role.User);
    const admin = await signedInUser(t, Role.Admin);
    const { first, second } = await twoOrders(payer);
    for (const { order } of [first, second]) {
      const obj = paymobTransaction(order);
      await callback(obj, signTransaction(obj, SECRET)).expect(200);
    }
    const found = await t
      .api()
      .post(`/api/paymob/transactions/search?email=${encodeURIComponent(payer.email)}`)
      .set(bearer(admin.token))
      .expect(200);
    const marks = (found.body as { success: boolean; refund_due: boolean }[])
      .map((row) => [row.success, row.refund_due])
      .sort();
    expect(marks).toEqual([
      [true, false],
      [true, true],
    ]);
  });
});
