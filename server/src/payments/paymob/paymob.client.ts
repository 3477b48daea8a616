import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { PaymobTransactionObject } from './paymob-hmac.js';
import { paymobSettings, type PaymobSettings } from './paymob-settings.js';

const TIMEOUT_MS = 15_000;
/** How long a payment page (intention or payment key) stays valid at Paymob. */
export const CHECKOUT_EXPIRATION_SECONDS = 3600;

/** Paymob could not be reached or answered something unusable. */
export class PaymentProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export interface CheckoutRequest {
  merchantReference: string;
  amountCents: number;
  currency: string;
  item: { name: string; description: string };
  billing: {
    first_name: string;
    last_name: string;
    phone_number: string;
    email: string;
    city: string;
    street: string;
    building: string;
    floor: string;
    apartment: string;
  };
}

export interface Checkout {
  providerOrderId: string;
  /** Where the buyer pays: unified checkout (intention) or the iframe page (legacy). */
  checkoutUrl: string;
}

/**
 * The Paymob Accept API: the Intention API with unified checkout (PAYMOB_FLOW=intention) or the
 * legacy auth-token / order / payment-key / iframe flow (PAYMOB_FLOW=iframe); the transaction
 * inquiry for reconciliation. The same code talks to the emulator, at another base URL.
 */
@Injectable()
export class PaymobClient {
  private readonly logger = new Logger('Paymob');
  readonly settings: PaymobSettings;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.settings = paymobSettings(config);
  }

  createCheckout(request: CheckoutRequest): Promise<Checkout> {
    return this.settings.flow === 'intention'
      ? this.createIntention(request)
      : this.createIframeCheckout(request);
  }

  private async createIntention(request: CheckoutRequest): Promise<Checkout> {
    const s = this.settings;
    const body = await this.call<{ client_secret?: unknown; intention_order_id?: unknown }>(
      'POST',
      '/v1/intention/',
      {
        amount: request.amountCents,
        currency: request.currency,
        payment_methods: s.integrationIds,
        items: [
          {
            name: request.item.name.slice(0, 50),
            amount: request.amountCents,
            description: request.item.description.slice(0, 255),
            quantity: 1,
          },
        ],
        billing_data: { ...billingData(request.billing), country: 'EG', state: 'NA' },
        customer: {
          first_name: request.billing.first_name,
          last_name: request.billing.last_name,
          email: request.billing.email,
        },
        special_reference: request.merchantReference,
        expiration: CHECKOUT_EXPIRATION_SECONDS,
        notification_url: s.notificationUrl,
        redirection_url: s.redirectionUrl,
      },
      { Authorization: `Token ${s.secretKey}` },
    );
    if (typeof body.client_secret !== 'string' || !isId(body.intention_order_id)) {
      throw new PaymentProviderError('The intention response has no client secret or order id');
    }
    const url = new URL(`${s.baseUrl}/unifiedcheckout/`);
    url.searchParams.set('publicKey', s.publicKey ?? '');
    url.searchParams.set('clientSecret', body.client_secret);
    return { providerOrderId: String(body.intention_order_id), checkoutUrl: url.toString() };
  }

  private async createIframeCheckout(request: CheckoutRequest): Promise<Checkout> {
    const s = this.settings;
    const token = await this.authToken();
    const order = await this.call<{ id?: unknown }>('POST', '/api/ecommerce/orders', {
      auth_token: token,
      delivery_needed: false,
      amount_cents: request.amountCents,
      currency: request.currency,
      merchant_order_id: request.merchantReference,
      items: [
        {
          name: request.item.name.slice(0, 50),
          amount_cents: request.amountCents,
          description: request.item.description.slice(0, 255),
          quantity: 1,
        },
      ],
    });
    if (!isId(order.id)) throw new PaymentProviderError('The order response has no id');
    const key = await this.call<{ token?: unknown }>('POST', '/api/acceptance/payment_keys', {
      auth_token: token,
      amount_cents: request.amountCents,
      expiration: CHECKOUT_EXPIRATION_SECONDS,
      order_id: order.id,
      billing_data: {
        ...billingData(request.billing),
        shipping_method: 'NA',
        postal_code: 'NA',
        country: 'EG',
        state: 'NA',
      },
      currency: request.currency,
      integration_id: s.integrationIds[0],
      lock_order_when_paid: true,
    });
    if (typeof key.token !== 'string') {
      throw new PaymentProviderError('The payment key response has no token');
    }
    const url = new URL(`${s.baseUrl}/api/acceptance/iframes/${s.iframeId ?? ''}`);
    url.searchParams.set('payment_token', key.token);
    return { providerOrderId: String(order.id), checkoutUrl: url.toString() };
  }

  /** Legacy API authentication (also used by the transaction inquiry). */
  async authToken(): Promise<string> {
    if (!this.settings.apiKey) throw new PaymentProviderError('PAYMOB_API_KEY is not set');
    const body = await this.call<{ token?: unknown }>('POST', '/api/auth/tokens', {
      api_key: this.settings.apiKey,
    });
    if (typeof body.token !== 'string') throw new PaymentProviderError('No auth token returned');
    return body.token;
  }

  /**
   * The latest transaction of a Paymob order, asked of Paymob itself (an authenticated call:
   * the answer needs no HMAC); null when the order has no transaction yet.
   */
  async inquireOrder(providerOrderId: string): Promise<PaymobTransactionObject | null> {
    const token = await this.authToken();
    const body = await this.call<Record<string, unknown>>(
      'POST',
      '/api/ecommerce/orders/transaction_inquiry',
      { auth_token: token, order_id: Number(providerOrderId) },
      {},
      [404],
    );
    if (!body || !isId(body.id) || typeof body.order !== 'object' || body.order === null) {
      return null;
    }
    return body as PaymobTransactionObject;
  }

  /**
   * Refunds part or all of a paid transaction (POST /api/acceptance/void_refund/refund, legacy
   * auth token as Bearer). Answers the refund transaction Paymob made; the same refund also
   * arrives as a signed child-transaction callback, which is what marks it done here.
   */
  async refund(transactionId: string, amountCents: number): Promise<{ id: string | null }> {
    const token = await this.authToken();
    const body = await this.call<{ id?: unknown; success?: unknown }>(
      'POST',
      '/api/acceptance/void_refund/refund',
      { transaction_id: Number(transactionId), amount_cents: amountCents },
      { Authorization: `Bearer ${token}` },
    );
    if (body.success === false) throw new PaymentProviderError('Paymob refused the refund');
    return { id: isId(body.id) ? String(body.id) : null };
  }

  /** One JSON call with a timeout; any failure is a PaymentProviderError. */
  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
    emptyOn: number[] = [],
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.settings.baseUrl}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
        body: method === 'POST' ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      this.logger.warn(`${method} ${path} failed: ${String(error)}`);
      throw new PaymentProviderError(`Paymob did not answer ${path}`);
    }
    if (emptyOn.includes(response.status)) return null as T;
    const text = await response.text().catch(() => '');
    if (!response.ok) {
      this.logger.warn(`${method} ${path} answered ${response.status}: ${text.slice(0, 500)}`);
      throw new PaymentProviderError(`Paymob answered ${response.status} to ${path}`);
    }
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object');
      return parsed as T;
    } catch {
      throw new PaymentProviderError(`Paymob answered ${path} with something other than JSON`);
    }
  }
}

const isId = (value: unknown) =>
  (typeof value === 'number' && Number.isInteger(value)) ||
  (typeof value === 'string' && /^\d+$/.test(value));

/** Paymob needs every billing field; what the buyer left out is "NA". */
function billingData(b: CheckoutRequest['billing']) {
  const na = (value: string) => (value.trim() ? value.trim() : 'NA');
  return {
    first_name: na(b.first_name),
    last_name: na(b.last_name),
    phone_number: na(b.phone_number),
    email: na(b.email),
    city: na(b.city),
    street: na(b.street),
    building: na(b.building),
    floor: na(b.floor),
    apartment: na(b.apartment),
  };
}
