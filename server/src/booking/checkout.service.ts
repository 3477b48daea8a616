import { randomBytes } from 'node:crypto';
import {
  ForbiddenException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { DataSource, type EntityManager, In, IsNull, MoreThan, Not } from 'typeorm';
import { isDuplicateKey } from '../common/filters/api-exception.filter.js';
import { Conflict, ValidationFailed } from '../common/http/api-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Course } from '../model/course.entity.js';
import { inTransaction } from '../database/transaction.js';
import { Outbox } from '../mail/outbox.js';
import { mailLocaleOf, sitePage } from '../mail/mail-locale.js';
import { BookingEvents } from './booking-events.js';
import { extraPaymentMail } from './booking-mails.js';
import { RefundsService } from './refunds.service.js';
import { LIVE_BOOKING, Purchase } from '../model/purchase.entity.js';
import { CourseSession } from '../model/course-session.entity.js';
import { assertBookable, claimSeat, FULL_MESSAGE, lockSession } from './seats.js';
import { sessionLabel, sessionView, type SessionView } from './session-view.js';
import { User } from '../model/user.entity.js';
import type { InitiatePaymentDto } from './dto/initiate-payment.dto.js';
import { PaymentOrder, type OrderStatus } from '../model/payment-order.entity.js';
import { PaymentTransaction } from '../model/payment-transaction.entity.js';
import {
  responseMessage,
  transactionMessage,
  verifyHmac,
  type PaymobTransactionObject,
} from '../payments/paymob/paymob-hmac.js';
import {
  CHECKOUT_EXPIRATION_SECONDS,
  PaymentProviderError,
  PaymobClient,
} from '../payments/paymob/paymob.client.js';
import {
  malformedResponseFields,
  malformedTransactionFields,
} from '../payments/paymob/signed-fields.js';
import {
  fromResponseQuery,
  fromTransactionObject,
  isDeclined,
  isPaid,
  type ProviderTransaction,
} from '../payments/provider-transaction.js';
import { issueReceipt } from './receipts/issue-receipt.js';
import { payingTransaction } from './paying-transaction.js';

export const CURRENCY = 'EGP';

/**
 * The largest amount an order holds: 20,000,000.00 EGP, below the INT column's 21,474,836.47
 * (the course price has the same maximum).
 */
export const MAX_AMOUNT_CENTS = 2_000_000_000;

/**
 * An open order's payment page is answered again for 45 minutes: the page is valid for 60
 * (CHECKOUT_EXPIRATION_SECONDS), so a buyer sent back to it still has a quarter of an hour to
 * pay. After that a new checkout is made; the old order expires with the reconcile job.
 */
export const REUSE_CHECKOUT_MS = (CHECKOUT_EXPIRATION_SECONDS - 15 * 60) * 1000;

/** How long an order may wait for its payment page (the provider calls time out before). */
const PREPARING_MS = 60_000;

export const EVERY_DATE_FULL = 'Every date of this course is full — join a waitlist.';
export const ALREADY_BOOKED = 'You have already booked this course';

/** What initiate-payment answers (contract of issue 22). */
export interface InitiateAnswer {
  iframe_url: string;
  reference: string;
  session: SessionView | null;
  /** True when no session was asked for and the server took the next one with a free seat. */
  session_chosen_by_server: boolean;
}

/** Why a successful payment booked nothing (and is refunded automatically). */
export type ExtraPayment = 'replaced' | 'booked' | 'session_cancelled';
const EXTRA_PAYMENT_REASONS: Record<ExtraPayment, string> = {
  replaced: 'Payment of a replaced checkout',
  booked: 'Second payment for a booked course',
  session_cancelled: 'Paid after its session was cancelled',
};

/** What a verified transaction did to its order. */
export interface AppliedTransaction {
  /** false when this transaction id had been recorded before (a replay). */
  recorded: boolean;
  status: OrderStatus;
  merchantReference: string;
}

/** A verified-looking callback that does not fit the stored order: nothing is recorded. */
class PaymentRejected extends HttpException {
  constructor(message: string, status = HttpStatus.BAD_REQUEST) {
    super({ message }, status);
  }
}

/**
 * Card payments (DECISIONS 9 and 15): the amount comes from the course price, a booking is made
 * only by a verified Paymob transaction that matches the stored order, once per transaction id.
 */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly db: DataSource,
    private readonly paymob: PaymobClient,
    private readonly outbox: Outbox,
    private readonly refunds: RefundsService,
    private readonly events: BookingEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async initiate(user: User, input: InitiatePaymentDto): Promise<InitiateAnswer> {
    // Issue 14 item 3: the confirmation, receipt and certificate must reach the buyer.
    if (!user.email_verified_at) {
      throw new ForbiddenException('Please verify your email address before booking.');
    }
    const course = await this.db.getRepository(Course).findOneBy({ id: input.course_id });
    if (!course) {
      throw new ValidationFailed('The course does not exist', {
        course_id: 'The course does not exist',
      });
    }
    // DECISIONS 27: a live booking (booked or attended) blocks another; a cancelled one does not.
    if (await this.hasLiveBooking(this.db.manager, user.id, course.id)) {
      throw new Conflict(ALREADY_BOOKED);
    }
    const amountCents = Math.round(course.price * 100);
    // A price the amount column cannot hold (a row from before the course price maximum).
    if (amountCents < 1 || amountCents > MAX_AMOUNT_CENTS) {
      throw new ValidationFailed('This course cannot be paid online; please contact us to book it');
    }
    // A dated session (ADR 0011): refused early when it can never be booked; the seat itself
    // is claimed under the session's lock in claimCheckout.
    const asked = input.session_id ?? null;
    if (asked !== null) {
      assertBookable(
        await this.db.getRepository(CourseSession).findOneBy({ id: asked }),
        course.id,
      );
    }
    const company = companyOf(input);
    const billing = {
      first_name: input.first_name,
      last_name: input.last_name,
      phone_number: input.phone_number,
      city: input.city,
      street: input.street ?? '',
      building: input.building ?? '',
      floor: input.floor ?? '',
      apartment: input.apartment ?? '',
    };
    // Issue 22 item 1: a course with dates is always booked on one. Without a session_id (the
    // course page's top button, "Try again", the company's existing front end) the server takes
    // the buyer's own held date, else the next upcoming one with a free seat, and says so.
    let claim: Awaited<ReturnType<CheckoutService['claimCheckout']>> | undefined;
    let chosenByServer = false;
    if (asked === null) {
      const candidates = await this.upcomingSessionIds(course.id, user.id);
      for (const candidate of candidates) {
        claim = await this.claimCheckout(
          user.id,
          course.id,
          amountCents,
          billing,
          candidate,
          company,
        );
        if (!('full' in claim)) break;
      }
      if (candidates.length) {
        if (!claim || 'full' in claim) throw new Conflict(EVERY_DATE_FULL);
        chosenByServer = true;
      }
    }
    claim ??= await this.claimCheckout(user.id, course.id, amountCents, billing, asked, company);
    // Thrown after the commit: the waitlist offers made while deciding must stay made.
    if ('full' in claim) throw new Conflict(FULL_MESSAGE);
    if ('open' in claim) {
      if (claim.open.checkout_url) {
        return {
          iframe_url: claim.open.checkout_url,
          reference: claim.open.merchant_reference,
          session: await this.sessionOf(claim.open),
          session_chosen_by_server: chosenByServer,
        };
      }
      throw new Conflict('Your payment page is being prepared; please try again in a moment');
    }
    const order = claim.order;
    const orders = this.db.getRepository(PaymentOrder);
    const session = await this.sessionOf(order);
    let checkout;
    try {
      checkout = await this.paymob.createCheckout({
        merchantReference: order.merchant_reference,
        amountCents,
        currency: CURRENCY,
        item: {
          name: course.name,
          description: session
            ? `${session.label}, ${session.location}`
            : `${course.classification} · ${course.discipline}`,
        },
        billing: { ...billing, email: user.email },
      });
    } catch (error) {
      await orders.update(
        { id: order.id, status: 'pending' },
        { status: 'expired', hold_until: null },
      );
      if (error instanceof PaymentProviderError) {
        throw new HttpException(
          { message: 'The payment provider is not available, please try again' },
          HttpStatus.BAD_GATEWAY,
        );
      }
      throw error;
    }
    await orders.update(order.id, {
      provider_order_id: checkout.providerOrderId,
      checkout_url: checkout.checkoutUrl,
    });
    return {
      iframe_url: checkout.checkoutUrl,
      reference: order.merchant_reference,
      session,
      session_chosen_by_server: chosenByServer,
    };
  }

  /** A live booking (booked or attended) of the course by the user. */
  private hasLiveBooking(manager: EntityManager, userId: number, courseId: number) {
    return manager.existsBy(Purchase, {
      user_id: userId,
      course_id: courseId,
      status: In(LIVE_BOOKING),
    });
  }

  /**
   * The course's scheduled sessions still to start, soonest first, with the one the buyer holds
   * a seat of (a live checkout) first: asking again without a date keeps their date.
   */
  private async upcomingSessionIds(courseId: number, userId: number): Promise<number[]> {
    const now = new Date();
    const sessions = await this.db.getRepository(CourseSession).find({
      select: { id: true },
      where: { course_id: courseId, status: 'scheduled', starts_at: MoreThan(now) },
      order: { starts_at: 'ASC', id: 'ASC' },
      take: 100,
    });
    const held = await this.db.getRepository(PaymentOrder).findOne({
      where: {
        user_id: userId,
        course_id: courseId,
        status: 'pending',
        hold_until: MoreThan(now),
        session_id: Not(IsNull()),
      },
      order: { id: 'DESC' },
    });
    const ids = sessions.map((session) => session.id);
    if (held?.session_id && ids.includes(held.session_id)) {
      return [held.session_id, ...ids.filter((id) => id !== held.session_id)];
    }
    return ids;
  }

  private async sessionOf(order: PaymentOrder): Promise<SessionView | null> {
    if (!order.session_id) return null;
    return sessionView(
      await this.db.getRepository(CourseSession).findOneBy({ id: order.session_id }),
    );
  }

  /**
   * One open checkout per user and course (DECISIONS 21): answers the buyer's open order for
   * this course, price and date, or stores a new pending one and replaces any other. An order is open while it is pending,
   * younger than REUSE_CHECKOUT_MS (its payment page is still valid) and has a payment page —
   * or is a few seconds old and still getting one. The buyer's user row is locked on MySQL
   * (SQLite runs these transactions one at a time), so two clicks make one order.
   * With a session, its row is locked next and the order holds a seat for SEAT_HOLD_MINUTES;
   * a full session answers 409 (booking/seats.ts).
   * The company details go on the order; an open order answered again takes the latest ones,
   * so a buyer who adds them on a second try gets them on the receipt.
   */
  private claimCheckout(
    userId: number,
    courseId: number,
    amountCents: number,
    billing: Record<string, string>,
    sessionId: number | null,
    company: CompanyDetails,
  ): Promise<{ open: PaymentOrder } | { order: PaymentOrder } | { full: true }> {
    return inTransaction(this.db, async (manager) => {
      if (manager.connection.options.type !== 'better-sqlite3') {
        await manager
          .createQueryBuilder(User, 'user')
          .select('user.id')
          .where('user.id = :id', { id: userId })
          .setLock('pessimistic_write')
          .getRawOne();
      }
      let session: CourseSession | null = null;
      if (sessionId !== null) {
        session = await lockSession(manager, sessionId);
        assertBookable(session, courseId);
      }
      const now = Date.now();
      const recent = await manager.find(PaymentOrder, {
        where: {
          user_id: userId,
          course_id: courseId,
          status: 'pending',
          amount_cents: amountCents,
          created_at: MoreThan(new Date(now - REUSE_CHECKOUT_MS)),
          // A session's page is answered again only while it still holds the seat.
          ...(session
            ? { session_id: session.id, hold_until: MoreThan(new Date(now)) }
            : { session_id: IsNull() }),
        },
        order: { id: 'DESC' },
      });
      const open = recent.find(
        (order) => order.checkout_url !== null || order.created_at.getTime() > now - PREPARING_MS,
      );
      if (open) {
        if (
          open.company_name !== company.company_name ||
          open.tax_registration_number !== company.tax_registration_number
        ) {
          await manager.update(PaymentOrder, open.id, company);
        }
        return { open };
      }
      if (session) {
        if (!(await claimSeat(manager, this.events, session, userId, new Date(now)))) {
          return { full: true as const };
        }
      }
      // One checkout per buyer and course, whatever the date (DECISIONS 21): every other open
      // order of this course is replaced and stops holding its seat; a payment that still
      // arrives for one is refunded automatically (apply).
      await manager.update(
        PaymentOrder,
        { user_id: userId, course_id: courseId, status: 'pending' },
        { status: 'replaced', hold_until: null },
      );
      const order = await manager.save(
        manager.create(PaymentOrder, {
          user_id: userId,
          course_id: courseId,
          amount_cents: amountCents,
          currency: CURRENCY,
          status: 'pending',
          merchant_reference: newReference(),
          provider: this.paymob.settings.provider,
          billing,
          ...company,
          session_id: session?.id ?? null,
          hold_until: session ? new Date(now + this.config.sessions.holdMinutes * 60_000) : null,
        }),
      );
      return { order };
    });
  }

  /** POST /paymob/callback: the transaction-processed callback (JSON, signed in the query). */
  async handleCallback(hmac: unknown, body: unknown): Promise<{ message: string }> {
    const payload = (typeof body === 'object' && body !== null ? body : {}) as {
      type?: unknown;
      obj?: unknown;
    };
    if (payload.type !== 'TRANSACTION') return { message: 'Ignored' };
    const obj = (
      typeof payload.obj === 'object' && payload.obj !== null ? payload.obj : {}
    ) as Partial<PaymobTransactionObject>;
    if (!verifyHmac(transactionMessage(obj), hmac, this.paymob.settings.hmacSecret)) {
      throw new UnauthorizedException('The payment callback could not be verified');
    }
    this.checkFormat(malformedTransactionFields(obj, this.paymob.settings.integrationIds));
    const transaction = fromTransactionObject(obj);
    if (!transaction) throw new PaymentRejected('The payment callback is incomplete');
    const applied = await this.apply(transaction);
    return { message: applied.recorded ? 'Recorded' : 'Already recorded' };
  }

  /**
   * GET /paymob/response: the browser return (flat fields); answers the result page to show,
   * in the buyer's account language (/ar/payment-result for an Arabic account).
   */
  async handleResponse(query: Record<string, unknown>): Promise<string> {
    if (!verifyHmac(responseMessage(query), query.hmac, this.paymob.settings.hmacSecret)) {
      throw new PaymentRejected('The payment response could not be verified');
    }
    this.checkFormat(malformedResponseFields(query, this.paymob.settings.integrationIds));
    const transaction = fromResponseQuery(query);
    if (!transaction) throw new PaymentRejected('The payment response is incomplete');
    const reference = (await this.apply(transaction)).merchantReference;
    const order = await this.db.getRepository(PaymentOrder).findOne({
      where: { merchant_reference: reference },
      relations: { user: true },
    });
    return sitePage(
      '',
      mailLocaleOf(order?.user),
      `/payment-result?order=${encodeURIComponent(reference)}`,
    );
  }

  /** A verified message whose signed fields are not in their formats: see signed-fields.ts. */
  private checkFormat(malformed: string[]): void {
    if (!malformed.length) return;
    this.logger.warn(`Signed payment message refused, malformed: ${malformed.join(', ')}`);
    throw new PaymentRejected('The payment message is malformed');
  }

  /**
   * Applies a verified transaction to the order whose provider id it was signed with.
   * In one database transaction: the transaction row (its unique provider id makes a replay a
   * no-op), the order's move to paid by compare-and-set, and the booking (one live booking per
   * user and course, decided under the buyer's lock). A declined attempt declines a pending
   * order; a later paid transaction of the same Paymob order (the buyer retried with another
   * card) still pays it. A refund child adds to its payment's refunds (RefundsService).
   * A payment that books nothing (a second one, or one for a replaced order) is recorded as
   * refund due, the buyer is mailed, and after the commit it is refunded automatically.
   */
  async apply(transaction: ProviderTransaction): Promise<AppliedTransaction> {
    const orders = this.db.getRepository(PaymentOrder);
    const order = await orders.findOne({
      where: { provider_order_id: transaction.orderId },
      relations: { user: true },
    });
    if (!order) throw new PaymentRejected('No order matches this payment', HttpStatus.NOT_FOUND);
    // A child (refund, void, capture) may move part of the amount; a payment moves all of it.
    const amountFits = transaction.hasParent
      ? transaction.amountCents <= order.amount_cents
      : transaction.amountCents === order.amount_cents;
    if (!amountFits || transaction.currency !== order.currency) {
      this.logger.warn(
        `Transaction ${transaction.id} for order ${order.merchant_reference}: ${transaction.amountCents} ${transaction.currency} instead of ${order.amount_cents} ${order.currency}`,
      );
      throw new PaymentRejected('The amount or currency does not match the order');
    }
    const paid = isPaid(transaction);
    const declined = !paid && isDeclined(transaction);
    let recorded: boolean;
    let refundDue: { rowId: number; why: ExtraPayment } | null = null;
    try {
      recorded = await inTransaction(this.db, async (manager) => {
        const known = await manager.existsBy(PaymentTransaction, {
          provider_transaction_id: transaction.id,
        });
        if (known) return false;
        // At most one successful transaction pays an order, and one order books a course:
        // any other paid transaction is recorded all the same, marked refund due.
        let extra: ExtraPayment | null = null;
        if (paid) {
          const payment = await manager
            .createQueryBuilder()
            .update(PaymentOrder)
            .set({ status: 'paid' })
            .where('id = :id', { id: order.id })
            .andWhere('status IN (:...from)', { from: ['pending', 'declined', 'expired'] })
            .execute();
          const booking = payment.affected ? await this.book(manager, order) : null;
          const purchaseId = typeof booking === 'number' ? booking : null;
          if (typeof booking === 'string') extra = booking;
          else if (booking === null) {
            const current = await manager.findOneByOrFail(PaymentOrder, { id: order.id });
            extra = current.status === 'replaced' ? 'replaced' : 'booked';
          }
          // Issue 14: the order that became paid gets its numbered receipt with it.
          if (payment.affected) {
            await issueReceipt(
              manager,
              order,
              transaction.id,
              await sessionLabelOf(manager, order),
            );
          }
          if (purchaseId !== null) await this.confirmBooking(manager, order, purchaseId);
        } else if (declined) {
          await manager
            .createQueryBuilder()
            .update(PaymentOrder)
            .set({ status: 'declined' })
            .where('id = :id', { id: order.id })
            .andWhere('status = :pending', { pending: 'pending' })
            .execute();
        }
        const inserted = await manager.insert(PaymentTransaction, {
          provider_transaction_id: transaction.id,
          payment_order_id: order.id,
          first_name: order.billing.first_name ?? order.user?.name ?? '',
          email: order.user?.email ?? '',
          phone_number: order.billing.phone_number ?? '',
          success: transaction.success,
          pending: transaction.pending,
          amount_cents: transaction.amountCents,
          currency: transaction.currency,
          refund_due: extra !== null,
          refund_status: extra !== null ? 'due' : 'none',
          is_refund: transaction.refund,
          parent_provider_transaction_id: transaction.hasParent
            ? (transaction.parentId ?? null)
            : null,
        });
        if (transaction.refund) {
          await this.refunds.applyRefundCallback(manager, order, transaction);
        }
        if (extra !== null) {
          refundDue = { rowId: Number(inserted.identifiers[0].id), why: extra };
          await this.mailExtraPayment(manager, order, transaction.amountCents, extra);
          this.logger.warn(
            `Transaction ${transaction.id} paid order ${order.merchant_reference} (${extra}): refund due`,
          );
        }
        return true;
      });
    } catch (error) {
      // A concurrent duplicate lost the race for the unique transaction id: already recorded.
      if (!isDuplicateKey(error)) throw error;
      recorded = false;
    }
    // DECISIONS 21: never kept twice — refunded through the provider at once (outside the
    // transaction: the provider's refund callback comes back to this server while we wait).
    const due = refundDue as { rowId: number; why: ExtraPayment } | null;
    if (recorded && due) {
      await this.refunds.requestAutomatically(due.rowId, EXTRA_PAYMENT_REASONS[due.why]);
    }
    const fresh = await orders.findOneByOrFail({ id: order.id });
    return { recorded, status: fresh.status, merchantReference: order.merchant_reference };
  }

  /**
   * Books the order's course (and session) unless the buyer already holds a live booking of
   * it and its session is not cancelled; answers the new booking's id, else why not. The buyer's user row is locked first on MySQL
   * (SQLite runs these transactions one at a time), so two payments arriving together for two
   * orders of one course make one booking.
   */
  private async book(
    manager: EntityManager,
    order: PaymentOrder,
  ): Promise<number | 'booked' | 'session_cancelled'> {
    if (manager.connection.options.type !== 'better-sqlite3') {
      await manager
        .createQueryBuilder(User, 'user')
        .select('user.id')
        .where('user.id = :id', { id: order.user_id })
        .setLock('pessimistic_write')
        .getRawOne();
    }
    if (await this.hasLiveBooking(manager, order.user_id, order.course_id)) return 'booked';
    // Paid after staff cancelled its session: no seat to give, the money goes back.
    if (order.session_id !== null) {
      const session = await manager.findOneBy(CourseSession, { id: order.session_id });
      if (session?.status === 'cancelled') return 'session_cancelled';
    }
    const inserted = await manager.insert(Purchase, {
      user_id: order.user_id,
      course_id: order.course_id,
      payment_order_id: order.id,
      session_id: order.session_id,
      status: 'booked',
    });
    return Number(inserted.identifiers[0].id);
  }

  /** The buyer is told at once that a payment which booked nothing is being refunded. */
  private async mailExtraPayment(
    manager: EntityManager,
    order: PaymentOrder,
    amountCents: number,
    why: ExtraPayment,
  ): Promise<void> {
    const [user, course] = await Promise.all([
      manager.findOneByOrFail(User, { id: order.user_id }),
      manager.findOneByOrFail(Course, { id: order.course_id }),
    ]);
    const session = order.session_id
      ? await manager.findOneBy(CourseSession, { id: order.session_id })
      : null;
    await this.outbox.enqueue(
      manager,
      extraPaymentMail(
        user,
        course,
        session,
        amountCents,
        order.merchant_reference,
        why,
        this.config.publicUrl,
      ),
    );
  }

  /**
   * "Booking confirmed", announced in the transaction that made it: sessions end the buyer's
   * waitlist place and write the confirmation (with the .ics and the receipt).
   */
  private confirmBooking(manager: EntityManager, order: PaymentOrder, purchaseId: number) {
    return this.events.emit(manager, {
      type: 'booking.confirmed',
      purchaseId,
      orderId: order.id,
      userId: order.user_id,
      courseId: order.course_id,
      sessionId: order.session_id,
    });
  }

  /** GET /paymob/orders/:reference — for the buyer's result page only. */
  async orderStatus(user: User, reference: string) {
    const order = await this.db
      .getRepository(PaymentOrder)
      .findOneBy({ merchant_reference: reference, user_id: user.id });
    if (!order) throw new NotFoundException('Order not found');
    return {
      reference: order.merchant_reference,
      status: order.status,
      course_id: order.course_id,
      amount_cents: order.amount_cents,
      currency: order.currency,
      session: await this.sessionOf(order),
      refund_status: (await payingTransaction(this.db.manager, order.id))?.refund_status ?? 'none',
    };
  }
}

/** Who the receipt names besides the buyer (issue 26 item 17); nulls for a private buyer. */
interface CompanyDetails {
  company_name: string | null;
  tax_registration_number: string | null;
}

/** The optional company fields of a checkout: blank is absent; a tax number needs its company. */
function companyOf(input: InitiatePaymentDto): CompanyDetails {
  const company = input.company_name?.trim() || null;
  const taxNumber = input.tax_registration_number?.trim() || null;
  if (taxNumber && !company) {
    const message = 'Please give the company name with its tax registration number';
    throw new ValidationFailed(message, { company_name: message });
  }
  return { company_name: company, tax_registration_number: taxNumber };
}

/** Our unique order reference (Paymob's merchant_order_id / special_reference). */
function newReference(): string {
  return `PL-${Date.now().toString(36).toUpperCase()}-${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** The booked session as the receipt names it ("Tue 1 Dec 2026, 09:00 (Cairo), Alexandria"). */
async function sessionLabelOf(manager: EntityManager, order: PaymentOrder): Promise<string | null> {
  if (!order.session_id) return null;
  const session = await manager.findOneBy(CourseSession, { id: order.session_id });
  if (!session) return null;
  return [sessionLabel(session), session.location, session.language].filter(Boolean).join(', ');
}
