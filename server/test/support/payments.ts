import net from 'node:net';
import type { CreateAppOptions } from '../../src/app.factory.js';
import { Course } from '../../src/model/course.entity.js';
import { PaymentOrder } from '../../src/model/payment-order.entity.js';
import {
  flattenTransaction,
  responseMessage,
  signHmac,
  transactionMessage,
  type PaymobTransactionObject,
} from '../../src/payments/paymob/paymob-hmac.js';
import { bearer, createTestApp, type SignedIn, type TestApp } from './test-app.js';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The real app listening on a port, with PUBLIC_URL pointing at it: the Paymob client reaches
 * the emulator over HTTP and the emulator calls our callback back, as in production.
 */
export async function createListeningApp(
  env: Record<string, string> = {},
  options: CreateAppOptions = {},
): Promise<TestApp> {
  const port = await freePort();
  const t = await createTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}`, ...env }, options);
  await t.app.listen(port, '127.0.0.1');
  return t;
}

export const CHECKOUT = {
  first_name: 'Mona',
  last_name: 'Adel',
  phone_number: '01012345678',
  city: 'Cairo',
  street: '90th Street',
  building: '12',
  floor: '',
  apartment: '',
};

/** Starts a payment through the API; answers the stored order and the checkout URL. */
export async function initiate(
  t: TestApp,
  user: SignedIn,
  course: Course,
  extra: Record<string, unknown> = {},
): Promise<{ order: PaymentOrder; url: URL }> {
  const res = await t
    .api()
    .post('/api/paymob/initiate-payment')
    .set(bearer(user.token))
    .send({ ...CHECKOUT, course_id: course.id, ...extra })
    .expect(200);
  const url = new URL((res.body as { iframe_url: string }).iframe_url);
  const orders = await t.db
    .getRepository(PaymentOrder)
    .find({ where: { user_id: user.id, course_id: course.id }, order: { id: 'DESC' }, take: 1 });
  return { order: orders[0], url };
}

let txnCounter = 0;

/** A processed-transaction object as Paymob sends it, for a stored order. */
export function paymobTransaction(
  order: PaymentOrder,
  fields: Partial<PaymobTransactionObject> = {},
): PaymobTransactionObject {
  txnCounter += 1;
  return {
    id: Date.now() * 1000 + 500 + txnCounter,
    pending: false,
    amount_cents: order.amount_cents,
    success: true,
    is_auth: false,
    is_capture: false,
    is_standalone_payment: true,
    is_voided: false,
    is_refunded: false,
    is_3d_secure: true,
    integration_id: 4711,
    has_parent_transaction: false,
    order: { id: Number(order.provider_order_id), merchant_order_id: order.merchant_reference },
    created_at: '2025-11-21T10:15:30.123456',
    currency: order.currency,
    error_occured: false,
    owner: 302852,
    source_data: { pan: '2346', type: 'card', sub_type: 'MasterCard' },
    data: { message: 'Approved' },
    ...fields,
  };
}

export const signTransaction = (obj: PaymobTransactionObject, secret: string) =>
  signHmac(transactionMessage(obj), secret);

/** The browser return's query for a transaction, signed (or not). */
export function signedResponseQuery(
  obj: PaymobTransactionObject,
  secret: string,
): Record<string, string> {
  const flat = flattenTransaction(obj);
  return { ...flat, hmac: signHmac(responseMessage(flat), secret) };
}

export const CARD = { card_name: 'Test Account', expiry: '01/39', cvv: '123' };

/** The buyer's side: open the checkout page, submit a card, follow the return to our site. */
export async function payOnEmulator(t: TestApp, checkoutUrl: URL, cardNumber: string) {
  const page = await t.api().get(`${checkoutUrl.pathname}${checkoutUrl.search}`).expect(200);
  const token = /name="checkout" value="([^"]+)"/.exec(page.text)?.[1];
  expect(token).toBeDefined();
  const submitted = await t
    .api()
    .post('/emulator/paymob/pay')
    .type('form')
    .send({ checkout: token!, card_number: cardNumber, ...CARD });
  if (submitted.status !== 303) return { submitted, page };
  const back = new URL(submitted.headers.location);
  expect(`${back.origin}${back.pathname}`).toBe(`${t.config.publicUrl}/api/paymob/response`);
  const landed = await t.api().get(`${back.pathname}${back.search}`).expect(302);
  return { submitted, page, back, landed };
}

/** Makes an order look as if it had been started `minutes` ago. */
export async function ageOrder(t: TestApp, order: PaymentOrder, minutes: number): Promise<void> {
  await t.db
    .getRepository(PaymentOrder)
    .update(order.id, { created_at: new Date(Date.now() - minutes * 60_000) });
}
