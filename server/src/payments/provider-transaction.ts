import type { PaymobTransactionObject } from './paymob/paymob-hmac.js';

/** A Paymob transaction reduced to what decides an order, from any of the three sources. */
export interface ProviderTransaction {
  id: string;
  orderId: string;
  amountCents: number;
  currency: string;
  success: boolean;
  pending: boolean;
  errorOccured: boolean;
  voided: boolean;
  refunded: boolean;
  /** A refund, void or capture of another transaction: never a payment of its own. */
  hasParent: boolean;
  /**
   * A refund child (`is_refund`, or a child marked refunded): money back on its parent. Only
   * from the processed callback or the inquiry; the browser return never carries one.
   */
  refund: boolean;
  /** The parent's provider id when the message names it (`parent_transaction`, unsigned). */
  parentId?: string;
}

const bool = (value: unknown) => value === true || value === 'true';
const digits = (value: unknown) =>
  (typeof value === 'number' && Number.isSafeInteger(value)) ||
  (typeof value === 'string' && /^\d{1,30}$/.test(value))
    ? String(value)
    : undefined;

function build(fields: {
  id: unknown;
  orderId: unknown;
  amount: unknown;
  currency: unknown;
  success: unknown;
  pending: unknown;
  error: unknown;
  voided: unknown;
  refunded: unknown;
  parent: unknown;
  isRefund?: unknown;
  parentId?: unknown;
}): ProviderTransaction | undefined {
  const id = digits(fields.id);
  const orderId = digits(fields.orderId);
  const amount = digits(fields.amount);
  if (!id || !orderId || amount === undefined || typeof fields.currency !== 'string') {
    return undefined;
  }
  return {
    id,
    orderId,
    amountCents: Number(amount),
    currency: fields.currency,
    success: bool(fields.success),
    pending: bool(fields.pending),
    errorOccured: bool(fields.error),
    voided: bool(fields.voided),
    refunded: bool(fields.refunded),
    hasParent: bool(fields.parent),
    refund: bool(fields.parent) && (bool(fields.isRefund) || bool(fields.refunded)),
    parentId: digits(
      typeof fields.parentId === 'object' && fields.parentId !== null
        ? (fields.parentId as { id?: unknown }).id
        : fields.parentId,
    ),
  };
}

/** From the processed callback's `obj` or a transaction inquiry answer. */
export function fromTransactionObject(
  obj: Partial<PaymobTransactionObject>,
): ProviderTransaction | undefined {
  return build({
    id: obj.id,
    orderId: obj.order?.id,
    amount: obj.amount_cents,
    currency: obj.currency,
    success: obj.success,
    pending: obj.pending,
    error: obj.error_occured,
    voided: obj.is_voided,
    refunded: obj.is_refunded,
    parent: obj.has_parent_transaction,
    isRefund: obj.is_refund,
    parentId: obj.parent_transaction,
  });
}

/** From the browser return's flat query (the order id is `order`, sometimes `order_id`). */
export function fromResponseQuery(query: Record<string, unknown>): ProviderTransaction | undefined {
  return build({
    id: query.id,
    orderId: query.order ?? query.order_id,
    amount: query.amount_cents,
    currency: query.currency,
    success: query.success,
    pending: query.pending,
    error: query.error_occured,
    voided: query.is_voided,
    refunded: query.is_refunded,
    parent: query.has_parent_transaction,
    isRefund: query.is_refund,
    parentId: query.parent_transaction,
  });
}

/** Paid = success, settled, no error, not voided, not refunded, not a child transaction. */
export function isPaid(t: ProviderTransaction): boolean {
  return t.success && !t.pending && !t.errorOccured && !t.voided && !t.refunded && !t.hasParent;
}

/** A finished attempt that failed (a declined card); a pending one is not decided yet. */
export function isDeclined(t: ProviderTransaction): boolean {
  return !t.success && !t.pending && !t.hasParent;
}
