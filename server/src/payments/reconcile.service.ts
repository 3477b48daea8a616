import { Injectable, Logger } from '@nestjs/common';
import { DataSource, In, LessThan } from 'typeorm';
import { PaymentOrder } from './payment-order.entity.js';
import { PaymentTransaction } from './payment-transaction.entity.js';
import { PaymentsService } from './payments.service.js';
import { PaymobClient } from './paymob/paymob.client.js';
import { fromTransactionObject } from './provider-transaction.js';

export interface ReconcileOptions {
  /** Only orders pending for longer than this are asked about (default 15). */
  olderThanMinutes?: number;
  /** Orders still pending after this long with no transaction expire (default 24). */
  expireAfterHours?: number;
  /** Only these orders (our references), e.g. one a buyer asked about. */
  references?: string[];
  now?: Date;
}

export interface ReconcileReport {
  checked: number;
  paid: number;
  declined: number;
  expired: number;
  unchanged: number;
  failed: { reference: string; error: string }[];
}

const BATCH = 200;

/**
 * Catches up with payments whose callbacks never arrived: asks Paymob (transaction inquiry,
 * an authenticated API call, so its answer needs no HMAC) about orders left pending and applies
 * the answer exactly as a verified callback; expires orders that never saw a transaction.
 */
@Injectable()
export class ReconcileService {
  private readonly logger = new Logger('Reconcile');

  constructor(
    private readonly db: DataSource,
    private readonly paymob: PaymobClient,
    private readonly payments: PaymentsService,
  ) {}

  async run(options: ReconcileOptions = {}): Promise<ReconcileReport> {
    const now = options.now ?? new Date();
    const olderThan = new Date(now.getTime() - (options.olderThanMinutes ?? 15) * 60_000);
    const expireBefore = new Date(now.getTime() - (options.expireAfterHours ?? 24) * 3600_000);
    const orders = this.db.getRepository(PaymentOrder);
    const pending = await orders.find({
      where: {
        status: 'pending',
        created_at: LessThan(olderThan),
        ...(options.references ? { merchant_reference: In(options.references) } : {}),
      },
      order: { id: 'ASC' },
      take: BATCH,
    });
    const report: ReconcileReport = {
      checked: pending.length,
      paid: 0,
      declined: 0,
      expired: 0,
      unchanged: 0,
      failed: [],
    };
    const canAsk = Boolean(this.paymob.settings.apiKey);
    if (pending.length && !canAsk) {
      this.logger.warn('PAYMOB_API_KEY is not set: Paymob cannot be asked, only old orders expire');
    }
    for (const order of pending) {
      let status = order.status;
      if (canAsk && order.provider_order_id) {
        try {
          const obj = await this.paymob.inquireOrder(order.provider_order_id);
          const transaction = obj && fromTransactionObject(obj);
          if (transaction && transaction.orderId === order.provider_order_id) {
            status = (await this.payments.apply(transaction)).status;
          }
        } catch (error) {
          report.failed.push({ reference: order.merchant_reference, error: String(error) });
          continue;
        }
      }
      if (status === 'pending' && order.created_at < expireBefore) {
        const seen = await this.db
          .getRepository(PaymentTransaction)
          .existsBy({ payment_order_id: order.id });
        if (!seen) {
          const result = await orders
            .createQueryBuilder()
            .update(PaymentOrder)
            .set({ status: 'expired' })
            .where('id = :id AND status = :pending', { id: order.id, pending: 'pending' })
            .execute();
          if (result.affected) status = 'expired';
        }
      }
      if (status === 'paid') report.paid++;
      else if (status === 'declined') report.declined++;
      else if (status === 'expired') report.expired++;
      else report.unchanged++;
    }
    return report;
  }
}
