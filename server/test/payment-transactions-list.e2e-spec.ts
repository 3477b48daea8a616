import { PaymentOrder } from '../src/model/payment-order.entity.js';
import { PaymentTransaction } from '../src/model/payment-transaction.entity.js';
import { Role } from '../src/common/access/roles.js';
import { makeCourse } from './support/courses.js';
import {
  bearer,
  createTestApp,
  signedInUser,
  type SignedIn,
  type TestApp,
  unique,
} from './support/test-app.js';

interface Row {
  id: number;
  email: string;
  success: boolean;
  refund_due: boolean;
  payer_name: string;
  merchant_reference: string | null;
  course_id: number | null;
  course_name: string | null;
}

/**
 * Issue 15 item 11: staff reconcile payments from the list, so each row names the course, the
 * payer's full name and the order reference, and the list filters by course, status and date.
 */
describe('Payments list for reconciling (GET/POST /api/paymob/transactions)', () => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  const email = `${unique('payer')}@example.com`;
  const ids: Record<string, number> = {};
  let courseA: Awaited<ReturnType<typeof makeCourse>>;
  let courseB: Awaited<ReturnType<typeof makeCourse>>;
  let orderA: PaymentOrder;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t, Role.Admin);
    buyer = await signedInUser(t, Role.User);
    courseA = await makeCourse(t);
    courseB = await makeCourse(t);
    const orders = t.db.getRepository(PaymentOrder);
    const order = (courseId: number) =>
      orders.save({
        user_id: buyer.id,
        course_id: courseId,
        amount_cents: 1350000,
        currency: 'EGP',
        status: 'paid',
        merchant_reference: unique('ref-'),
        provider: 'emulator',
        billing: { first_name: 'Mona', last_name: 'Hassan', phone_number: '01012345678' },
      });
    orderA = await order(courseA.id);
    const orderB = await order(courseB.id);
    const txns = t.db.getRepository(PaymentTransaction);
    const txn = (key: string, order: PaymentOrder, fields: Partial<PaymentTransaction>) =>
      txns
        .save({
          provider_transaction_id: unique('txn-'),
          payment_order_id: order.id,
          first_name: 'Mona',
          email,
          phone_number: '01012345678',
          success: true,
          amount_cents: 1350000,
          currency: 'EGP',
          ...fields,
        })
        .then((row) => (ids[key] = row.id));
    await txn('paid', orderA, {});
    await txn('declined', orderA, { success: false });
    await txn('refund', orderB, { refund_due: true });
    // An old one, for the date filter.
    await txn('old', orderB, {});
    await txns.update(ids.old, { created_at: new Date('2020-03-15T10:00:00Z') });
  });
  afterAll(() => t.close());

  const search = (query: Record<string, string>) =>
    t
      .api()
      .post('/api/paymob/transactions/search')
      .query({ email, ...query })
      .set(bearer(admin.token));
  const idsOf = (rows: Row[]) => rows.map((row) => row.id).sort((a, b) => a - b);
  const keys = (...names: string[]) => names.map((name) => ids[name]).sort((a, b) => a - b);

  it('each row keeps the spec fields and adds course, full name and order reference', async () => {
    const res = await t
      .api()
      .get('/api/paymob/transactions')
      .query({ page: 1, limit: 100 })
      .set(bearer(admin.token))
      .expect(200);
    const row = (res.body as { data: (Row & Record<string, unknown>)[] }).data.find(
      (candidate) => candidate.id === ids.paid,
    );
    expect(row).toMatchObject({
      first_name: 'Mona',
      email,
      phone_number: '01012345678',
      success: true,
      amount_cents: 1350000,
      refund_due: false,
      payer_name: 'Mona Hassan',
      merchant_reference: orderA.merchant_reference,
      course_id: courseA.id,
      course_name: courseA.name,
    });
    expect(typeof row?.created_at).toBe('string');
  });

  it('filters by course', async () => {
    const res = await search({ course_id: String(courseB.id) }).expect(200);
    expect(idsOf(res.body as Row[])).toEqual(keys('refund', 'old'));
  });

  it('filters by status: success, failed, refund due', async () => {
    expect(idsOf((await search({ status: 'success' }).expect(200)).body as Row[])).toEqual(
      keys('paid', 'refund', 'old'),
    );
    expect(idsOf((await search({ status: 'failed' }).expect(200)).body as Row[])).toEqual(
      keys('declined'),
    );
    expect(idsOf((await search({ status: 'refund_due' }).expect(200)).body as Row[])).toEqual(
      keys('refund'),
    );
  });

  it('filters by date, both ends included', async () => {
    expect(
      idsOf((await search({ from: '2020-03-15', to: '2020-03-15' }).expect(200)).body as Row[]),
    ).toEqual(keys('old'));
    expect(idsOf((await search({ from: '2021-01-01' }).expect(200)).body as Row[])).toEqual(
      keys('paid', 'declined', 'refund'),
    );
    expect(idsOf((await search({ to: '2020-03-14' }).expect(200)).body as Row[])).toEqual([]);
  });

  it('answers 422 with a readable message for a bad filter', async () => {
    const bad = await search({ from: '2020-02-31' }).expect(422);
    expect(bad.body.message).toMatch(/from must be a date/);
    await search({ status: 'maybe' }).expect(422);
    await search({ course_id: 'abc' }).expect(422);
  });
});
