import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource, In, IsNull, LessThan, MoreThan } from 'typeorm';
import { PeriodicJobs } from '../common/periodic/periodic-jobs.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { RefundsService } from './refunds.service.js';
import { PaymentRefund } from '../model/payment-refund.entity.js';
import { PaymentOrder } from '../model/payment-order.entity.js';
import { PaymentTransaction } from '../model/payment-transaction.entity.js';
import { CheckoutService } from './checkout.service.js';
import { PaymobClient } from '../payments/paymob/paymob.client.js';
import { fromTransactionObject } from '../payments/provider-transaction.js';
import { reconcileOutcomes } from '../common/observability/metrics.js';

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
  /** Replaced checkouts found paid after all (refunded automatically, DECISIONS 21). */
  replaced_paid: number;
  /** Automatic refunds the provider had refused before, asked again. */
  refunds_retried: number;
}

/** A replaced checkout's page lives 60 minutes: after two hours nothing more can be paid on it. */
const REPLACED_WATCH_MS = 2 * 3600_000;

const BATCH = 200;

/**
 * Catches up with payments whose callbacks never arrived: asks Paymob (transaction inquiry,
 * an authenticated API call, so its answer needs no HMAC) about orders left pending and applies
 * the answer exactly as a verified callback; expires orders that never saw a transaction.
 *
 * The periodic job `reconcile` runs it every RECONCILE_EVERY_MS (5 minutes; ADR 0019), so no
 * cron line is needed; `npm run reconcile -w server` still runs it once, e.g. for one order.
 * Overlapping runs are safe: an answer is applied as a callback is (idempotent per
 * transaction), and an order expires by a conditional UPDATE.
 */
@Injectable()
export class ReconcileService implements OnModuleInit {
  private readonly logger = new Logger('Reconcile');

  constructor(
    private readonly db: DataSource,
    private readonly paymob: PaymobClient,
    private readonly payments: CheckoutService,
    private readonly refunds: RefundsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly periodic: PeriodicJobs,
  ) {}

  onModuleInit(): void {
    this.periodic.register({
      name: 'reconcile',
      everyMs: this.config.jobs.reconcileMs,
      run: async () => {
        const report = await this.run();
        const outcome = {
          checked: report.checked,
          paid: report.paid,
          declined: report.declined,
          expired: report.expired,
          failed: report.failed.length,
          replaced_paid: report.replaced_paid,
          refunds_retried: report.refunds_retried,
        };
        for (const [name, count] of Object.entries(outcome)) {
          if (count) reconcileOutcomes.inc({ outcome: name }, count);
        }
        const { checked, ...changes } = outcome;
        if (Object.values(changes).some(Boolean)) {
          this.logger.log(`Reconciled ${checked} pending order(s): ${JSON.stringify(changes)}`);
        }
        return outcome;
      },
    });
  }

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
      replaced_paid: 0,
      refunds_retried: 0,
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
    if (canAsk) {
      report.replaced_paid = await this.replacedPaid(now, olderThan, options.references, report);
    }
    report.refunds_retried = await this.retryRefunds(options.references);
    return report;
  }

  /**
   * A replaced checkout (the buyer chose another date) can still be paid while its page lives;
   * if that payment's callbacks were lost, Paymob is asked and the payment applied like any
   * other — recorded, refund due, refunded automatically.
   */
  private async replacedPaid(
    now: Date,
    olderThan: Date,
    references: string[] | undefined,
    report: ReconcileReport,
  ): Promise<number> {
    const replaced = await this.db.getRepository(PaymentOrder).find({
      where: {
        status: 'replaced',
        created_at: MoreThan(new Date(now.getTime() - REPLACED_WATCH_MS)),
        ...(references ? { merchant_reference: In(references) } : {}),
      },
      order: { id: 'ASC' },
      take: BATCH,
    });
    let paid = 0;
    for (const order of replaced) {
      if (!order.provider_order_id || order.created_at >= olderThan) continue;
      const seen = await this.db
        .getRepository(PaymentTransaction)
        .existsBy({ payment_order_id: order.id });
      if (seen) continue;
      try {
        const obj = await this.paymob.inquireOrder(order.provider_order_id);
        const transaction = obj && fromTransactionObject(obj);
        if (transaction && transaction.orderId === order.provider_order_id) {
          const applied = await this.payments.apply(transaction);
          if (applied.recorded && transaction.success && !transaction.pending) paid++;
        }
      } catch (error) {
        report.failed.push({ reference: order.merchant_reference, error: String(error) });
      }
    }
    return paid;
  }

  /** Automatic refunds Paymob refused (unreachable, say) are asked again, once per run. */
  private async retryRefunds(references: string[] | undefined): Promise<number> {
    const failed = await this.db.getRepository(PaymentRefund).find({
      where: {
        status: 'failed',
        requested_by: IsNull(),
        payment_transaction: {
          refund_due: true,
          refund_status: 'due',
          ...(references ? { payment_order: { merchant_reference: In(references) } } : {}),
        },
      },
      relations: { payment_transaction: true },
      take: BATCH,
    });
    const ids = [...new Set(failed.map((row) => row.payment_transaction_id))];
    let retried = 0;
    for (const id of ids) {
      const reason = failed.find((row) => row.payment_transaction_id === id)?.reason ?? 'Retry';
      if (await this.refunds.requestAutomatically(id, reason)) retried++;
    }
    return retried;
  }
}
