import { HMAC_FIELDS, pick } from './paymob-hmac.js';

/**
 * Paymob signs the concatenated values of its fields with no separator, so a digit can move
 * from one field into its neighbour (`id` ↔ `integration_id`, `has_parent_transaction=false1`)
 * and the signature still verifies. A signed message is therefore accepted only when every
 * signed field has its exact format: then no boundary can move. (`source_data.sub_type` and
 * `source_data.type` are both words and could still trade letters; nothing reads them.)
 */
type Rule = (value: unknown, integrationIds: readonly number[]) => boolean;

const isBool: Rule = (v) => v === true || v === false || v === 'true' || v === 'false';
/** A positive whole number without a leading zero (a JSON number or its digits). */
const isId: Rule = (v) =>
  (typeof v === 'number' && Number.isSafeInteger(v) && v > 0) ||
  (typeof v === 'string' && /^[1-9]\d{0,19}$/.test(v));
const isAmount: Rule = (v) =>
  (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) ||
  (typeof v === 'string' && /^(0|[1-9]\d{0,14})$/.test(v));
/** ISO 8601 date and time, as Paymob sends it (microseconds, zone optional). */
const isTimestamp: Rule = (v) =>
  typeof v === 'string' &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:?\d{2})?$/.test(v);
const isCurrency: Rule = (v) => typeof v === 'string' && /^[A-Z]{3}$/.test(v);
const isIntegration: Rule = (v, ids) => isId(v, ids) && ids.includes(Number(v));
const absent = (v: unknown) => v === undefined || v === null || v === '';
/** Card digits (often masked), a wallet number, or nothing (kiosk). */
const isPan: Rule = (v) => absent(v) || (typeof v === 'string' && /^[0-9xX*# -]{1,32}$/.test(v));
/** "card", "MasterCard", "wallet", "aggregator": starts with a letter, so it takes no digit. */
const isWord: Rule = (v) =>
  absent(v) || (typeof v === 'string' && /^[A-Za-z][A-Za-z0-9 _-]{0,49}$/.test(v));

const RULES: Record<(typeof HMAC_FIELDS)[number], Rule> = {
  amount_cents: isAmount,
  created_at: isTimestamp,
  currency: isCurrency,
  error_occured: isBool,
  has_parent_transaction: isBool,
  id: isId,
  integration_id: isIntegration,
  is_3d_secure: isBool,
  is_auth: isBool,
  is_capture: isBool,
  is_refunded: isBool,
  is_standalone_payment: isBool,
  is_voided: isBool,
  'order.id': isId,
  owner: isId,
  pending: isBool,
  'source_data.pan': isPan,
  'source_data.sub_type': isWord,
  'source_data.type': isWord,
  success: isBool,
};

/** The signed fields whose value is not in its format (empty: the message is well formed). */
export function malformedFields(
  valueOf: (field: (typeof HMAC_FIELDS)[number]) => unknown,
  integrationIds: readonly number[],
): string[] {
  return HMAC_FIELDS.filter((field) => !RULES[field](valueOf(field), integrationIds));
}

/** Of a transaction-processed callback's `obj`. */
export function malformedTransactionFields(
  obj: Record<string, unknown>,
  integrationIds: readonly number[],
): string[] {
  return malformedFields((field) => pick(obj, field), integrationIds);
}

/** Of a transaction-response redirect's flat query (the order id is `order` or `order_id`). */
export function malformedResponseFields(
  query: Record<string, unknown>,
  integrationIds: readonly number[],
): string[] {
  return malformedFields(
    (field) => (field === 'order.id' ? (query.order ?? query.order_id) : query[field]),
    integrationIds,
  );
}
