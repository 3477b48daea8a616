import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import {
  flattenTransaction,
  signHmac,
  transactionMessage,
  responseMessage,
  type PaymobTransactionObject,
} from '../paymob/paymob-hmac.js';
import { paymobSettings, type PaymobSettings } from '../paymob/paymob-settings.js';
import type { CheckoutView } from './checkout-page.js';
import { type CardForm, CheckoutFormError, EmulatorError } from './emulator-errors.js';
import { findTestCard } from './test-cards.js';

export const EMULATOR_PATH = '/emulator/paymob';
const MERCHANT_ID = 302_852;
const TOKEN_LIFETIME_MS = 3600_000;

interface EmulatedOrder {
  id: number;
  merchantOrderId: string;
  amountCents: number;
  currency: string;
  item: string;
  createdAt: string;
  billing: Record<string, string>;
  integrationId: number;
  notificationUrl: string;
  redirectionUrl: string;
  transactions: PaymobTransactionObject[];
}

type Body = Record<string, unknown>;

const isObject = (value: unknown): value is Body => typeof value === 'object' && value !== null;
const positiveInt = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;
/** Paymob's timestamps: local time with microseconds, no zone. */
const paymobTime = (date = new Date()) => `${date.toISOString().slice(0, 23)}000`;
const secret = (prefix: string) => `${prefix}${randomBytes(24).toString('hex')}`;

/**
 * A local stand-in for Paymob's Accept API (PAYMENT_PROVIDER=emulator; never in production):
 * the intention and legacy endpoints our client calls, a checkout page that takes the test
 * cards, and callbacks signed like Paymob's — so the real client and callback code run
 * end to end. State lives in memory.
 */
@Injectable()
export class PaymobEmulator {
  private readonly logger = new Logger('PaymobEmulator');
  private readonly orders = new Map<number, EmulatedOrder>();
  private readonly checkouts = new Map<string, number>();
  private readonly authTokens = new Map<string, number>();
  private readonly references = new Set<string>();
  private readonly transactions = new Map<number, PaymobTransactionObject>();
  // Ids grow across restarts, as stored provider ids must never repeat.
  private nextId = Date.now() * 1000;
  readonly settings: PaymobSettings;
  /** Set by EmulatorMount when PAYMENT_PROVIDER=emulator has put it on the app. */
  mounted = false;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.settings = paymobSettings(config);
  }

  private id(): number {
    this.nextId += 1;
    return this.nextId;
  }

  private order(id: unknown): EmulatedOrder {
    const order = this.orders.get(Number(id));
    if (!order) throw new EmulatorError(404, { detail: 'Not found.' });
    return order;
  }

  private checkAuthToken(token: unknown): void {
    const expires = typeof token === 'string' ? this.authTokens.get(token) : undefined;
    if (!expires || expires < Date.now()) {
      throw new EmulatorError(401, { detail: 'Invalid token.' });
    }
  }

  private checkIntegration(id: unknown): number {
    const known = this.settings.integrationIds;
    if (!known.includes(Number(id))) {
      throw new EmulatorError(400, { detail: `Integration ID ${String(id)} not found` });
    }
    return Number(id);
  }

  private newOrder(fields: Omit<EmulatedOrder, 'id' | 'createdAt' | 'transactions'>) {
    if (!positiveInt(fields.amountCents)) {
      throw new EmulatorError(400, { amount_cents: ['Ensure this value is greater than 0.'] });
    }
    if (fields.currency !== 'EGP') {
      throw new EmulatorError(400, { currency: ['Currency is not supported.'] });
    }
    if (this.references.has(fields.merchantOrderId)) {
      throw new EmulatorError(422, { message: 'duplicate' });
    }
    this.references.add(fields.merchantOrderId);
    const order: EmulatedOrder = {
      ...fields,
      id: this.id(),
      createdAt: paymobTime(),
      transactions: [],
    };
    this.orders.set(order.id, order);
    return order;
  }

  private requireFields(where: string, source: unknown, fields: string[]): Record<string, string> {
    const data = isObject(source) ? source : {};
    const missing = fields.filter((f) => typeof data[f] !== 'string' || !data[f]);
    if (missing.length) {
      throw new EmulatorError(400, {
        [where]: Object.fromEntries(missing.map((f) => [f, ['This field is required.']])),
      });
    }
    return Object.fromEntries(fields.map((f) => [f, String(data[f])]));
  }

  /** POST /v1/intention/ (Authorization: Token <secret key>). */
  createIntention(authorization: string | undefined, body: Body) {
    if (authorization !== `Token ${this.settings.secretKey}`) {
      throw new EmulatorError(401, { detail: 'Authentication credentials were not provided.' });
    }
    const methods = Array.isArray(body.payment_methods) ? body.payment_methods : [];
    if (!methods.length) {
      throw new EmulatorError(400, { payment_methods: ['This field is required.'] });
    }
    const integrationId = this.checkIntegration(methods[0]);
    const billing = this.requireFields('billing_data', body.billing_data, [
      'first_name',
      'last_name',
      'phone_number',
      'email',
    ]);
    const items = Array.isArray(body.items) ? (body.items as Body[]) : [];
    const itemsTotal = items.reduce(
      (sum, item) => sum + Number(item.amount) * Number(item.quantity ?? 1),
      0,
    );
    if (items.length && itemsTotal !== body.amount) {
      throw new EmulatorError(400, {
        detail: 'Items total amount is not equal to the intention amount',
      });
    }
    if (typeof body.special_reference !== 'string' || !body.special_reference) {
      throw new EmulatorError(400, { special_reference: ['This field is required.'] });
    }
    if (this.references.has(body.special_reference)) {
      throw new EmulatorError(400, { detail: 'Special reference is duplicated' });
    }
    const order = this.newOrder({
      merchantOrderId: body.special_reference,
      amountCents: body.amount as number,
      currency: String(body.currency),
      item: typeof items[0]?.name === 'string' ? items[0].name : 'Order',
      billing: { ...(body.billing_data as Record<string, string>), ...billing },
      integrationId,
      // Only ever our own callback and return: the emulator is reachable by anyone, and must
      // not POST to, or send a browser to, an address a caller chose.
      notificationUrl: this.settings.notificationUrl,
      redirectionUrl: this.settings.redirectionUrl,
    });
    const clientSecret = secret('egy_csk_test_');
    this.checkouts.set(clientSecret, order.id);
    return {
      id: secret('pi_test_').slice(0, 40),
      status: 'intended',
      intention_order_id: order.id,
      client_secret: clientSecret,
      amount: order.amountCents,
      currency: order.currency,
      special_reference: order.merchantOrderId,
      payment_keys: [
        {
          integration: integrationId,
          key: secret('pk_'),
          gateway_type: 'VPC',
          iframe_id: null,
          order_id: order.id,
        },
      ],
      created: new Date().toISOString(),
    };
  }

  /** POST /api/auth/tokens {api_key}. */
  authenticate(body: Body) {
    if (body.api_key !== this.settings.apiKey) {
      throw new EmulatorError(403, { detail: 'incorrect credentials' });
    }
    const token = secret('ZXlK');
    this.authTokens.set(token, Date.now() + TOKEN_LIFETIME_MS);
    return { token, profile: { id: MERCHANT_ID, user: { id: MERCHANT_ID } } };
  }

  /** POST /api/ecommerce/orders. */
  createOrder(body: Body) {
    this.checkAuthToken(body.auth_token);
    if (typeof body.merchant_order_id !== 'string' || !body.merchant_order_id) {
      throw new EmulatorError(400, { merchant_order_id: ['This field is required.'] });
    }
    const items = Array.isArray(body.items) ? (body.items as Body[]) : [];
    const order = this.newOrder({
      merchantOrderId: body.merchant_order_id,
      amountCents: body.amount_cents as number,
      currency: String(body.currency),
      item: typeof items[0]?.name === 'string' ? items[0].name : 'Order',
      billing: {},
      integrationId: 0,
      // Legacy integrations keep their callback addresses in the Paymob dashboard.
      notificationUrl: this.settings.notificationUrl,
      redirectionUrl: this.settings.redirectionUrl,
    });
    return {
      id: order.id,
      created_at: order.createdAt,
      delivery_needed: false,
      amount_cents: order.amountCents,
      currency: order.currency,
      merchant_order_id: order.merchantOrderId,
      items,
      paid_amount_cents: 0,
      is_payment_locked: false,
    };
  }

  /** POST /api/acceptance/payment_keys. */
  createPaymentKey(body: Body) {
    this.checkAuthToken(body.auth_token);
    const order = this.order(body.order_id);
    if (body.amount_cents !== order.amountCents || body.currency !== order.currency) {
      throw new EmulatorError(400, { detail: 'The amount does not match the order' });
    }
    order.integrationId = this.checkIntegration(body.integration_id);
    order.billing = this.requireFields('billing_data', body.billing_data, [
      'apartment',
      'email',
      'floor',
      'first_name',
      'street',
      'building',
      'phone_number',
      'shipping_method',
      'postal_code',
      'city',
      'country',
      'last_name',
      'state',
    ]);
    const token = secret('ZXlKaGJHY2lPaUpJVXpVeE1pSX');
    this.checkouts.set(token, order.id);
    return { token };
  }

  /** What the checkout page shows for a client secret or payment token. */
  checkout(token: string, publicKey?: string, iframeId?: string): CheckoutView {
    if (publicKey !== undefined && publicKey !== this.settings.publicKey) {
      throw new EmulatorError(401, { detail: 'Invalid public key.' });
    }
    if (iframeId !== undefined && iframeId !== this.settings.iframeId) {
      throw new EmulatorError(404, { detail: 'Iframe not found.' });
    }
    const orderId = this.checkouts.get(token);
    if (orderId === undefined) {
      throw new EmulatorError(404, { detail: 'This checkout does not exist or has expired.' });
    }
    const order = this.order(orderId);
    return {
      token,
      payPath: `${EMULATOR_PATH}/pay`,
      merchant: 'Petrolink Energy Services',
      item: order.item,
      reference: order.merchantOrderId,
      amountCents: order.amountCents,
    };
  }

  /** Our result page for an order (where a buyer lands when the return was lost). */
  resultPage(token: string): string {
    const order = this.order(this.checkouts.get(token));
    return `${new URL(order.redirectionUrl).origin}/payment-result?order=${encodeURIComponent(order.merchantOrderId)}`;
  }

  /**
   * The buyer submits a card: records the transaction, sends the signed processed callback
   * (not for the "lost" card) and answers the signed return URL.
   */
  async pay(
    token: string,
    form: CardForm,
  ): Promise<{ redirectUrl: string; transaction: PaymobTransactionObject; lost: boolean }> {
    const orderId = this.checkouts.get(token);
    if (orderId === undefined) {
      throw new EmulatorError(404, { detail: 'This checkout does not exist or has expired.' });
    }
    const order = this.order(orderId);
    if (order.transactions.some((t) => t.success && !t.pending)) {
      throw new CheckoutFormError('This order has already been paid.');
    }
    const card = findTestCard(form.card_number ?? '');
    if (!card) throw new CheckoutFormError('Use one of the test cards listed below.');
    if (!form.card_name?.trim()) throw new CheckoutFormError('Enter the name on the card.');
    const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry ?? '');
    const month = Number(expiry?.[1]);
    const now = new Date();
    const year = 2000 + Number(expiry?.[2]);
    if (!expiry || month < 1 || month > 12) {
      throw new CheckoutFormError('Enter the expiry as MM/YY, for example 01/39.');
    }
    if (
      year < now.getUTCFullYear() ||
      (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
    ) {
      throw new CheckoutFormError('The card has expired.');
    }
    if (!/^\d{3,4}$/.test(form.cvv ?? '')) throw new CheckoutFormError('Enter the 3-digit CVV.');

    const success = card.outcome !== 'declined';
    const lost = card.outcome === 'lost';
    const createdAt = paymobTime();
    const transaction: PaymobTransactionObject = {
      id: this.id(),
      pending: false,
      amount_cents: order.amountCents,
      success,
      is_auth: false,
      is_capture: false,
      is_standalone_payment: true,
      is_voided: false,
      is_refunded: false,
      is_3d_secure: true,
      integration_id: order.integrationId,
      profile_id: MERCHANT_ID,
      has_parent_transaction: false,
      order: {
        id: order.id,
        created_at: order.createdAt,
        delivery_needed: false,
        merchant: { id: MERCHANT_ID, company_name: 'Petrolink Energy Services' },
        amount_cents: order.amountCents,
        currency: order.currency,
        merchant_order_id: order.merchantOrderId,
        paid_amount_cents: success ? order.amountCents : 0,
        shipping_data: order.billing,
      },
      created_at: createdAt,
      updated_at: createdAt,
      currency: order.currency,
      source_data: { pan: card.number.slice(-4), type: 'card', sub_type: card.brand },
      api_source: 'IFRAME',
      is_void: false,
      is_refund: false,
      error_occured: false,
      is_live: false,
      refunded_amount_cents: 0,
      captured_amount: 0,
      owner: MERCHANT_ID,
      data: success
        ? { message: 'Approved', txn_response_code: 'APPROVED', acq_response_code: '00' }
        : { message: 'Do not honour', txn_response_code: 'DECLINED', acq_response_code: '05' },
      payment_key_claims: { billing_data: order.billing, integration_id: order.integrationId },
    };
    order.transactions.push(transaction);
    this.transactions.set(transaction.id, transaction);
    if (!lost) await this.notify(order, transaction);

    const flat = flattenTransaction(transaction);
    const query = new URLSearchParams({
      ...flat,
      hmac: signHmac(responseMessage(flat), this.settings.hmacSecret),
    });
    const redirect = new URL(order.redirectionUrl);
    query.forEach((value, key) => redirect.searchParams.append(key, value));
    return { redirectUrl: redirect.toString(), transaction, lost };
  }

  /** The transaction-processed callback, server to server, signed like Paymob's. */
  private async notify(order: EmulatedOrder, obj: PaymobTransactionObject): Promise<void> {
    const url = new URL(order.notificationUrl);
    url.searchParams.set('hmac', signHmac(transactionMessage(obj), this.settings.hmacSecret));
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ type: 'TRANSACTION', obj }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) {
        this.logger.warn(`Callback for order ${order.id} answered ${response.status}`);
      }
    } catch (error) {
      this.logger.warn(`Callback for order ${order.id} failed: ${String(error)}`);
    }
  }

  /**
   * POST /api/acceptance/void_refund/refund {transaction_id, amount_cents} (Bearer auth token):
   * refunds part or all of a paid card transaction, never more than what is left of it. Like
   * Paymob, it answers the refund transaction — a child (`has_parent_transaction`, `is_refund`,
   * `parent_transaction`) of the same order — and sends it signed to the processed callback.
   */
  async refund(authorization: string | undefined, body: Body) {
    this.checkAuthToken(authorization?.replace(/^Bearer\s+/i, ''));
    const parent = this.transactions.get(Number(body.transaction_id));
    if (!parent || parent.has_parent_transaction) {
      throw new EmulatorError(404, { detail: 'Transaction not found.' });
    }
    if (!parent.success || parent.pending || parent.is_voided) {
      throw new EmulatorError(400, { detail: 'Transaction is not refundable.' });
    }
    const amount = body.amount_cents;
    const refunded = Number(parent.refunded_amount_cents ?? 0);
    if (!positiveInt(amount) || (amount as number) > parent.amount_cents - refunded) {
      throw new EmulatorError(400, {
        detail: 'Refund amount must be greater than 0 and at most the amount not yet refunded.',
      });
    }
    const order = this.order(parent.order.id);
    const createdAt = paymobTime();
    parent.refunded_amount_cents = refunded + (amount as number);
    parent.is_refunded = parent.refunded_amount_cents === parent.amount_cents;
    const child: PaymobTransactionObject = {
      ...parent,
      id: this.id(),
      amount_cents: amount as number,
      success: true,
      pending: false,
      is_refunded: false,
      is_voided: false,
      has_parent_transaction: true,
      is_refund: true,
      is_void: false,
      parent_transaction: parent.id,
      refunded_amount_cents: 0,
      created_at: createdAt,
      updated_at: createdAt,
      data: { message: 'Refunded', txn_response_code: 'APPROVED', acq_response_code: '00' },
    };
    order.transactions.push(child);
    this.transactions.set(child.id, child);
    await this.notify(order, child);
    return child;
  }

  /** POST /api/ecommerce/orders/transaction_inquiry: the order's latest transaction. */
  inquire(body: Body) {
    this.checkAuthToken(body.auth_token);
    const order =
      body.order_id !== undefined
        ? this.orders.get(Number(body.order_id))
        : [...this.orders.values()].find((o) => o.merchantOrderId === body.merchant_order_id);
    const latest = order?.transactions.filter((t) => !t.has_parent_transaction).at(-1);
    if (!latest) throw new EmulatorError(404, { detail: 'Not found.' });
    return latest;
  }

  /** GET /api/acceptance/transactions/:id (Authorization: Bearer <auth token>). */
  transaction(authorization: string | undefined, id: string) {
    this.checkAuthToken(authorization?.replace(/^Bearer\s+/i, ''));
    const found = this.transactions.get(Number(id));
    if (!found) throw new EmulatorError(404, { detail: 'Not found.' });
    return found;
  }
}
