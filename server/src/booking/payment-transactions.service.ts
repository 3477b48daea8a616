import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type SelectQueryBuilder } from 'typeorm';
import { CrudService } from '../common/crud/crud.service.js';
import type { SearchConditions } from '../common/crud/search-conditions.js';
import { paymentStatusLabel, refundStatusLabel } from './booking-status.js';
import { sessionLabel } from './session-view.js';
import {
  PaymentTransaction,
  REFUND_STATUSES,
  type RefundStatus,
} from '../model/payment-transaction.entity.js';
import { ReceiptsService } from './receipts/receipts.service.js';

/** Values of the `status` filter: what staff reconcile by. */
export const PAYMENT_STATUSES = [
  'success',
  'failed',
  'refund_due',
  ...REFUND_STATUSES.filter((status) => status !== 'none' && status !== 'due'),
] as const;
type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A YYYY-MM-DD filter value as the stored datetime text of that day's start (plus `days`), or
 * a 422. Text, not a Date: SQLite and MySQL both compare 'YYYY-MM-DD HH:MM:SS' the same way.
 */
function dayStart(value: unknown, name: string, days = 0): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const text = value.trim();
  const date = new Date(`${text}T00:00:00.000Z`);
  if (!DAY.test(text) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) {
    throw new UnprocessableEntityException(`${name} must be a date (YYYY-MM-DD)`);
  }
  date.setUTCDate(date.getUTCDate() + days);
  return `${date.toISOString().slice(0, 10)} 00:00:00`;
}

/** A whole-number filter value, or a 422. */
function wholeNumber(value: unknown, name: string): number | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  if (!/^\d{1,9}$/.test(value.trim())) {
    throw new UnprocessableEntityException(`${name} must be a whole number`);
  }
  return Number(value.trim());
}

/**
 * The dashboard's payments list: read-only. Each row carries what staff need to reconcile it
 * with Paymob and the bookings: the course, the payer's full name (from the checkout form) and
 * the order reference, besides the spec's columns.
 */
@Injectable()
export class PaymentTransactionsService extends CrudService<PaymentTransaction> {
  constructor(
    @InjectRepository(PaymentTransaction) repo: Repository<PaymentTransaction>,
    private readonly receipts: ReceiptsService,
  ) {
    super(repo, {
      label: 'Payment',
      searchable: { email: 'email', first_name: 'first_name' },
      relations: { payment_order: { course: true, user: true, session: true } },
    });
  }

  override present(row: PaymentTransaction) {
    const order = row.payment_order;
    const billed = [order?.billing?.first_name, order?.billing?.last_name]
      .map((part) => (part ?? '').trim())
      .filter(Boolean)
      .join(' ');
    return {
      id: row.id,
      first_name: row.first_name,
      email: row.email,
      phone_number: row.phone_number,
      success: row.success,
      amount_cents: row.amount_cents,
      currency: row.currency,
      created_at: row.created_at,
      // DECISIONS 21: money owed back (a payment that booked nothing, a cancelled booking).
      refund_due: row.refund_due,
      // Issue 22: states as words; refunds through Paymob add up to at most the amount.
      status_label: paymentStatusLabel(row),
      refund_status: row.refund_status,
      refund_status_label: refundStatusLabel(row.refund_status),
      refunded_cents: row.refunded_cents,
      refundable_cents:
        row.success && !row.pending && !row.is_refund
          ? Math.max(0, row.amount_cents - row.refunded_cents)
          : 0,
      is_refund: row.is_refund,
      session_id: order?.session_id ?? null,
      session_label: order?.session ? sessionLabel(order.session) : null,
      // The full name typed at checkout; the account name when the order is gone or unnamed.
      payer_name: billed || order?.user?.name || row.first_name,
      merchant_reference: order?.merchant_reference ?? null,
      course_id: order?.course_id ?? null,
      course_name: order?.course?.name ?? null,
      // Issue 14: the paying transaction of a paid order links its receipt (signed, 10 minutes).
      receipt:
        order?.status === 'paid' && row.success && !row.refund_due
          ? this.receipts.signedUrl(order.merchant_reference)
          : null,
    };
  }

  /**
   * The text search of every list, plus the course, status and date filters of this one (a
   * value that is not one is a 422). The base pages and presents.
   */
  protected override searchConditions(
    params: Record<string, unknown>,
  ): SearchConditions<PaymentTransaction> {
    const courseId = wholeNumber(params.course_id, 'course_id');
    const status = params.status;
    if (
      status !== undefined &&
      status !== '' &&
      !PAYMENT_STATUSES.includes(status as PaymentStatus)
    ) {
      throw new UnprocessableEntityException(
        `status must be one of ${PAYMENT_STATUSES.join(', ')}`,
      );
    }
    const from = dayStart(params.from, 'from');
    // `to` includes its whole day.
    const before = dayStart(params.to, 'to', 1);
    return {
      // The order is joined only to filter by its course.
      joins: courseId === undefined ? {} : { payment_order: 'row.payment_order' },
      where: (query) => {
        this.whereText(query, params);
        if (courseId !== undefined) {
          query.andWhere('payment_order.course_id = :courseId', { courseId });
        }
        if (status === 'success') query.andWhere('row.success = :yes', { yes: true });
        if (status === 'failed') query.andWhere('row.success = :no', { no: false });
        // Money still owed back: not yet asked of Paymob, or asked and not all back yet.
        if (status === 'refund_due') {
          query.andWhere('row.refund_due = :due', { due: true });
          query.andWhere('row.refund_status != :done', { done: 'refunded' satisfies RefundStatus });
        }
        if (['requested', 'partially_refunded', 'refunded'].includes(String(status))) {
          query.andWhere('row.refund_status = :refund', { refund: status });
        }
        if (from) query.andWhere('row.created_at >= :from', { from });
        if (before) query.andWhere('row.created_at < :before', { before });
      },
    };
  }

  private whereText(
    query: SelectQueryBuilder<PaymentTransaction>,
    params: Record<string, unknown>,
  ) {
    Object.entries(this.options.searchable).forEach(([param, column], i) => {
      const raw = params[param];
      if (typeof raw !== 'string' || raw.trim() === '') return;
      const term = raw
        .trim()
        .toLowerCase()
        .replace(/[!%_]/g, (c) => `!${c}`);
      query.andWhere(
        `LOWER(row.${typeof column === 'string' ? column : column.column}) LIKE :term${i} ESCAPE '!'`,
        {
          [`term${i}`]: `%${term}%`,
        },
      );
    });
  }
}
