import { HttpException, HttpStatus, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ValidationFailed } from '../common/http/api-error.js';
import { inTransaction } from '../database/transaction.js';
import type { PaymentOrder } from '../model/payment-order.entity.js';
import { PaymentRefund } from '../model/payment-refund.entity.js';
import { PaymentTransaction } from '../model/payment-transaction.entity.js';
import { PaymentProviderError, PaymobClient } from '../payments/paymob/paymob.client.js';
import type { ProviderTransaction } from '../payments/provider-transaction.js';
import { LIVE_BOOKING, Purchase } from '../model/purchase.entity.js';
import { BookingEvents } from './booking-events.js';
import { cancelBooking } from './cancel-booking.js';
import { payingTransaction, settleRefundStatus } from './paying-transaction.js';

/** Who asked for a refund: a staff member, or nobody (automatic). */
export type RefundActor = { id: number } | null;

/**
 * Refunds through the provider (issue 22 items 2–4, ADR 0017). A refund is asked of Paymob
 * outside any database transaction (its callback comes back to this server while we wait);
 * it is recorded `requested` first, and only Paymob's signed refund callback marks it done and
 * adds to `refunded_cents`. A refund made in Paymob's own dashboard arrives only as that
 * callback and is recorded the same way.
 */
@Injectable()
export class RefundsService {
  private readonly logger = new Logger('Refunds');

  constructor(
    private readonly db: DataSource,
    private readonly paymob: PaymobClient,
    private readonly events: BookingEvents,
  ) {}

  /**
   * Asks the provider to refund `amountCents` (default: all that is left) of a paid
   * transaction. 422 when the amount is not 1 … what is left; 502 when the provider refuses.
   */
  async request(
    transactionId: number,
    amountCents: number | undefined,
    actor: RefundActor,
    reason: string,
  ): Promise<void> {
    const { refund, providerId } = await inTransaction(this.db, async (manager) => {
      const row = await this.lockTransaction(manager, transactionId);
      if (!row) throw new NotFoundException('Payment not found');
      if (!row.success || row.pending || row.is_refund) {
        throw new ValidationFailed('Only a paid payment can be refunded', {
          amount_cents: 'Only a paid payment can be refunded',
        });
      }
      const left = row.amount_cents - row.refunded_cents - (await this.inFlight(manager, row.id));
      if (left <= 0) {
        throw new ValidationFailed('Nothing is left to refund on this payment', {
          amount_cents: 'Nothing is left to refund',
        });
      }
      const amount = amountCents ?? left;
      if (!Number.isInteger(amount) || amount < 1 || amount > left) {
        const text = `The refund must be a whole number of piasters from 1 to ${left}`;
        throw new ValidationFailed(text, { amount_cents: text });
      }
      const saved = await manager.save(
        manager.create(PaymentRefund, {
          payment_transaction_id: row.id,
          amount_cents: amount,
          status: 'requested',
          requested_by: actor?.id ?? null,
          reason: reason.slice(0, 191),
        }),
      );
      await settleRefundStatus(manager, row);
      return { refund: saved, providerId: row.provider_transaction_id };
    });
    let answer: { id: string | null };
    try {
      answer = await this.paymob.refund(providerId, refund.amount_cents);
    } catch (error) {
      await inTransaction(this.db, async (manager) => {
        const row = await manager.findOneBy(PaymentRefund, { id: refund.id });
        if (row?.status === 'requested') {
          row.status = 'failed';
          await manager.save(PaymentRefund, row);
        }
        const payment = await manager.findOneByOrFail(PaymentTransaction, { id: transactionId });
        await settleRefundStatus(manager, payment);
      });
      if (error instanceof PaymentProviderError) {
        throw new HttpException(
          { message: 'The payment provider did not accept the refund; nothing was refunded' },
          HttpStatus.BAD_GATEWAY,
        );
      }
      throw error;
    }
    // The callback usually came back while we waited and already named our row.
    if (answer.id) {
      await this.db
        .getRepository(PaymentRefund)
        .createQueryBuilder()
        .update()
        .set({ provider_refund_transaction_id: answer.id })
        .where('id = :id AND provider_refund_transaction_id IS NULL', { id: refund.id })
        .execute()
        .catch((error: unknown) => this.logger.warn(`Refund ${refund.id}: ${String(error)}`));
    }
  }

  /** An automatic refund (no staff member): failures are logged, the row stays refund due. */
  async requestAutomatically(transactionId: number, reason: string): Promise<boolean> {
    try {
      await this.request(transactionId, undefined, null, reason);
      return true;
    } catch (error) {
      this.logger.warn(
        `Automatic refund of payment ${transactionId} (${reason}) not made: ${(error as Error).message}`,
      );
      return false;
    }
  }

  /**
   * A verified refund child transaction (inside CheckoutService.apply's transaction): the
   * refund we asked for is done (or failed), or one made in Paymob's dashboard is recorded;
   * `refunded_cents` adds up, the state follows, "booking refunded" is announced (the buyer is
   * mailed). A payment refunded in full that still paid a live booking cancels it (its seat
   * passes on).
   */
  async applyRefundCallback(
    manager: EntityManager,
    order: PaymentOrder,
    transaction: ProviderTransaction,
  ): Promise<void> {
    const parent = await this.parentOf(manager, order, transaction);
    if (!parent) {
      this.logger.warn(`Refund ${transaction.id} of order ${order.merchant_reference}: no payment`);
      return;
    }
    const matched =
      (await manager.findOneBy(PaymentRefund, {
        payment_transaction_id: parent.id,
        provider_refund_transaction_id: transaction.id,
      })) ??
      (await manager.findOne(PaymentRefund, {
        where: {
          payment_transaction_id: parent.id,
          status: 'requested',
          amount_cents: transaction.amountCents,
        },
        order: { id: 'ASC' },
      }));
    if (!transaction.success || transaction.pending) {
      if (matched?.status === 'requested' && !transaction.pending) {
        matched.status = 'failed';
        await manager.save(PaymentRefund, matched);
      }
      await settleRefundStatus(manager, parent);
      return;
    }
    if (matched?.status === 'done') return;
    const amount = Math.min(transaction.amountCents, parent.amount_cents - parent.refunded_cents);
    if (matched) {
      matched.status = 'done';
      matched.provider_refund_transaction_id = transaction.id;
      await manager.save(PaymentRefund, matched);
    } else {
      await manager.save(
        manager.create(PaymentRefund, {
          payment_transaction_id: parent.id,
          amount_cents: transaction.amountCents,
          provider_refund_transaction_id: transaction.id,
          status: 'done',
          requested_by: null,
          reason: "Refunded in Paymob's dashboard",
        }),
      );
    }
    parent.refunded_cents += Math.max(0, amount);
    await manager.save(PaymentTransaction, parent);
    await settleRefundStatus(manager, parent);
    const full = parent.refunded_cents >= parent.amount_cents;
    await this.events.emit(manager, {
      type: 'booking.refunded',
      transactionId: parent.id,
      orderId: order.id,
      amountCents: amount,
      full,
    });
    const purchase = await manager.findOneBy(Purchase, { payment_order_id: order.id });
    if (full && purchase && LIVE_BOOKING.includes(purchase.status)) {
      const paid = await payingTransaction(manager, order.id);
      if (paid?.id === parent.id) {
        await cancelBooking(manager, this.events, purchase, 'staff', 'Payment refunded in full');
      }
    }
  }

  /** The refunded payment: the one the message names, else the order's payment with most left. */
  private async parentOf(
    manager: EntityManager,
    order: PaymentOrder,
    transaction: ProviderTransaction,
  ): Promise<PaymentTransaction | null> {
    if (transaction.parentId) {
      const named = await manager.findOneBy(PaymentTransaction, {
        provider_transaction_id: transaction.parentId,
        payment_order_id: order.id,
      });
      if (named) return named;
    }
    const paid = await manager.find(PaymentTransaction, {
      where: { payment_order_id: order.id, success: true, pending: false, is_refund: false },
      order: { id: 'ASC' },
    });
    const waiting = await Promise.all(
      paid.map((row) =>
        manager.existsBy(PaymentRefund, {
          payment_transaction_id: row.id,
          status: 'requested',
          amount_cents: transaction.amountCents,
        }),
      ),
    );
    return (
      paid.find((_, i) => waiting[i]) ??
      paid.find((row) => row.amount_cents - row.refunded_cents >= transaction.amountCents) ??
      null
    );
  }

  /** Refunds asked of the provider and not yet reported: they count against what is left. */
  private async inFlight(manager: EntityManager, transactionId: number): Promise<number> {
    const rows = await manager.findBy(PaymentRefund, {
      payment_transaction_id: transactionId,
      status: 'requested',
    });
    return rows.reduce((sum, row) => sum + row.amount_cents, 0);
  }

  /** The payment row, locked on MySQL until the transaction ends (two refunds never overlap). */
  private lockTransaction(manager: EntityManager, id: number) {
    const query = manager
      .createQueryBuilder(PaymentTransaction, 'row')
      .where('row.id = :id', { id });
    if (manager.connection.options.type !== 'better-sqlite3') query.setLock('pessimistic_write');
    return query.getOne();
  }
}
