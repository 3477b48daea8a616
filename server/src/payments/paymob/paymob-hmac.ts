import { createHmac, timingSafeEqual } from 'node:crypto';

/** The transaction fields Paymob signs, in its order (paths into the callback's `obj`). */
export const HMAC_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

/** In the browser return the fields are flat and the order id is `order` (or `order_id`). */
const flatKey = (field: string) => (field === 'order.id' ? 'order' : field);

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  return '';
}

export function pick(source: Record<string, unknown>, path: string): unknown {
  let value: unknown = source;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** The signed message of a transaction-processed callback's `obj`. */
export function transactionMessage(obj: Record<string, unknown>): string {
  return HMAC_FIELDS.map((field) => text(pick(obj, field))).join('');
}

/** The signed message of a transaction-response redirect's query. */
export function responseMessage(query: Record<string, unknown>): string {
  return HMAC_FIELDS.map((field) => {
    const key = flatKey(field);
    const value = query[key] ?? (key === 'order' ? query.order_id : undefined);
    return text(value);
  }).join('');
}

export function signHmac(message: string, secret: string): string {
  return createHmac('sha512', secret).update(message, 'utf8').digest('hex');
}

/** Constant-time comparison of the received hex signature with ours. */
export function verifyHmac(message: string, received: unknown, secret: string): boolean {
  if (typeof received !== 'string' || !/^[0-9a-f]{128}$/i.test(received)) return false;
  const expected = Buffer.from(signHmac(message, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(received.toLowerCase(), 'hex'));
}

/** A transaction object as the flat fields of the browser return (what Paymob appends). */
export function flattenTransaction(obj: PaymobTransactionObject): Record<string, string> {
  const data = obj.data ?? {};
  const out: Record<string, string> = {
    id: text(obj.id),
    pending: text(obj.pending),
    amount_cents: text(obj.amount_cents),
    success: text(obj.success),
    is_auth: text(obj.is_auth),
    is_capture: text(obj.is_capture),
    is_standalone_payment: text(obj.is_standalone_payment),
    is_voided: text(obj.is_voided),
    is_refunded: text(obj.is_refunded),
    is_3d_secure: text(obj.is_3d_secure),
    integration_id: text(obj.integration_id),
    profile_id: text(obj.profile_id),
    has_parent_transaction: text(obj.has_parent_transaction),
    order: text(obj.order.id),
    created_at: text(obj.created_at),
    currency: text(obj.currency),
    merchant_commission: '0',
    discount_details: '[]',
    is_void: 'false',
    is_refund: 'false',
    error_occured: text(obj.error_occured),
    refunded_amount_cents: '0',
    captured_amount: '0',
    updated_at: text(obj.updated_at ?? obj.created_at),
    is_settled: 'false',
    bill_balanced: 'false',
    is_bill: 'false',
    owner: text(obj.owner),
    merchant_order_id: text(obj.order.merchant_order_id),
    'data.message': text(data.message),
    'source_data.type': text(obj.source_data?.type),
    'source_data.pan': text(obj.source_data?.pan),
    'source_data.sub_type': text(obj.source_data?.sub_type),
    acq_response_code: text(data.acq_response_code),
    txn_response_code: text(data.txn_response_code),
  };
  return out;
}

/** The parts of Paymob's transaction object this application reads or signs. */
export interface PaymobTransactionObject {
  id: number;
  pending: boolean;
  amount_cents: number;
  success: boolean;
  is_auth: boolean;
  is_capture: boolean;
  is_standalone_payment: boolean;
  is_voided: boolean;
  is_refunded: boolean;
  is_3d_secure: boolean;
  integration_id: number;
  profile_id?: number;
  has_parent_transaction: boolean;
  order: { id: number; merchant_order_id?: string | null; [key: string]: unknown };
  created_at: string;
  updated_at?: string;
  currency: string;
  error_occured: boolean;
  owner: number;
  source_data?: { pan?: string; type?: string; sub_type?: string };
  data?: { message?: string; txn_response_code?: string; acq_response_code?: string };
  [key: string]: unknown;
}
