import { type EntityManager, In } from 'typeorm';
import { PaymentRefund } from '../model/payment-refund.entity.js';
import { PaymentTransaction } from '../model/payment-transaction.entity.js';
import { Receipt } from '../model/receipt.entity.js';
import { refundStatusOf } from './booking-status.js';

/**
 * The transaction that paid an order (the one its receipt names: the order was moved to paid
 * and its receipt issued in that transaction's database transaction); null when unpaid.
 */
export async function payingTransaction(
  manager: EntityManager,
  orderId: number | null,
): Promise<PaymentTransaction | null> {
  if (!orderId) return null;
  const receipt = await manager.findOneBy(Receipt, { payment_order_id: orderId });
  if (receipt) {
    const paid = await manager.findOneBy(PaymentTransaction, {
      provider_transaction_id: receipt.provider_transaction_id,
    });
    if (paid) return paid;
  }
  // Orders paid before receipts existed: their first successful payment.
  return manager.findOne(PaymentTransaction, {
    where: { payment_order_id: orderId, success: true, pending: false, is_refund: false },
    order: { id: 'ASC' },
  });
}

/** The paying transactions of many orders at once (lists). */
export async function payingTransactions(
  manager: EntityManager,
  orderIds: number[],
): Promise<Map<number, PaymentTransaction>> {
  const out = new Map<number, PaymentTransaction>();
  if (!orderIds.length) return out;
  const receipts = await manager.findBy(Receipt, { payment_order_id: In(orderIds) });
  const byProvider = receipts.length
    ? await manager.findBy(PaymentTransaction, {
        provider_transaction_id: In(receipts.map((receipt) => receipt.provider_transaction_id)),
      })
    : [];
  for (const receipt of receipts) {
    const row = byProvider.find(
      (each) => each.provider_transaction_id === receipt.provider_transaction_id,
    );
    if (row && receipt.payment_order_id) out.set(receipt.payment_order_id, row);
  }
  const missing = orderIds.filter((id) => !out.has(id));
  if (missing.length) {
    const rows = await manager.find(PaymentTransaction, {
      where: { payment_order_id: In(missing), success: true, pending: false, is_refund: false },
      order: { id: 'ASC' },
    });
    for (const row of rows) {
      if (row.payment_order_id && !out.has(row.payment_order_id))
        out.set(row.payment_order_id, row);
    }
  }
  return out;
}

/** Sets the row's refund_status from its facts (refunds asked and not yet reported count). */
export async function settleRefundStatus(
  manager: EntityManager,
  row: PaymentTransaction,
): Promise<PaymentTransaction> {
  const requested = await manager.existsBy(PaymentRefund, {
    payment_transaction_id: row.id,
    status: 'requested',
  });
  const status = refundStatusOf({ ...row, requested });
  if (status !== row.refund_status) {
    row.refund_status = status;
    await manager.save(PaymentTransaction, row);
  }
  return row;
}

/** The money of a cancelled booking is owed back: refund due (unless already all back). */
export async function markRefundDue(
  manager: EntityManager,
  row: PaymentTransaction,
): Promise<PaymentTransaction> {
  if (row.refunded_cents < row.amount_cents && !row.refund_due) {
    row.refund_due = true;
    await manager.save(PaymentTransaction, row);
  }
  return settleRefundStatus(manager, row);
}
