import { randomBytes } from 'node:crypto';
import {
  HttpException,
  HttpStatus,
  Injectable,
  Logger,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isDuplicateKey } from '../common/filters/api-exception.filter.js';
import { Conflict, ValidationFailed } from '../common/http/api-error.js';
import { Course } from '../courses/course.entity.js';
import { inTransaction } from '../database/transaction.js';
import { Purchase } from '../purchases/purchase.entity.js';
import type { User } from '../users/user.entity.js';
import type { InitiatePaymentDto } from './dto/initiate-payment.dto.js';
import { PaymentOrder, type OrderStatus } from './payment-order.entity.js';
import { PaymentTransaction } from './payment-transaction.entity.js';
import {
  responseMessage,
  transactionMessage,
  verifyHmac,
  type PaymobTransactionObject,
} from './paymob/paymob-hmac.js';
import { PaymentProviderError, PaymobClient } from './paymob/paymob.client.js';
import {
  fromResponseQuery,
  fromTransactionObject,
  isDeclined,
  isPaid,
  type ProviderTransaction,
} from './provider-transaction.js';

export const CURRENCY = 'EGP';

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
export class PaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly db: DataSource,
    private readonly paymob: PaymobClient,
  ) {}

  async initiate(user: User, input: InitiatePaymentDto): Promise<{ iframe_url: string }> {
    const course = await this.db.getRepository(Course).findOneBy({ id: input.course_id });
    if (!course) {
      throw new ValidationFailed('The course does not exist', {
        course_id: 'The course does not exist',
      });
    }
    const purchases = this.db.getRepository(Purchase);
    if (await purchases.existsBy({ user_id: user.id, course_id: course.id })) {
      throw new Conflict('You have already booked this course');
    }
    const amountCents = Math.round(course.price * 100);
    if (amountCents < 1) {
      throw new ValidationFailed('This course cannot be paid online; please contact us to book it');
    }
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
    const orders = this.db.getRepository(PaymentOrder);
    const order = await orders.save(
      orders.create({
        user_id: user.id,
        course_id: course.id,
        amount_cents: amountCents,
        currency: CURRENCY,
        status: 'pending',
        merchant_reference: newReference(),
        provider: this.paymob.settings.provider,
        billing,
      }),
    );
    let checkout;
    try {
      checkout = await this.paymob.createCheckout({
        merchantReference: order.merchant_reference,
        amountCents,
        currency: CURRENCY,
        item: { name: course.name, description: `${course.classification} · ${course.discipline}` },
        billing: { ...billing, email: user.email },
      });
    } catch (error) {
      await orders.update({ id: order.id, status: 'pending' }, { status: 'expired' });
      if (error instanceof PaymentProviderError) {
        throw new HttpException(
          { message: 'The payment provider is not available, please try again' },
          HttpStatus.BAD_GATEWAY,
        );
      }
      throw error;
    }
    await orders.update(order.id, { provider_order_id: checkout.providerOrderId });
    return { iframe_url: checkout.checkoutUrl };
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
    const transaction = fromTransactionObject(obj);
    if (!transaction) throw new PaymentRejected('The payment callback is incomplete');
    const applied = await this.apply(transaction);
    return { message: applied.recorded ? 'Recorded' : 'Already recorded' };
  }

  /** GET /paymob/response: the browser return (flat fields); answers our reference. */
  async handleResponse(query: Record<string, unknown>): Promise<string> {
    if (!verifyHmac(responseMessage(query), query.hmac, this.paymob.settings.hmacSecret)) {
      throw new PaymentRejected('The payment response could not be verified');
    }
    const transaction = fromResponseQuery(query);
    if (!transaction) throw new PaymentRejected('The payment response is incomplete');
    return (await this.apply(transaction)).merchantReference;
  }

  /**
   * Applies a verified transaction to the order whose provider id it was signed with.
   * In one database transaction: the transaction row (its unique provider id makes a replay a
   * no-op), the order's move to paid by compare-and-set, and the booking (unique per user and
   * course). A declined attempt declines a pending order; a later paid transaction of the same
   * Paymob order (the buyer retried with another card) still pays it.
   */
  async apply(transaction: ProviderTransaction): Promise<AppliedTransaction> {
    const orders = this.db.getRepository(PaymentOrder);
    const order = await orders.findOne({
      where: { provider_order_id: transaction.orderId },
      relations: { user: true },
    });
    if (!order) throw new PaymentRejected('No order matches this payment', HttpStatus.NOT_FOUND);
    if (transaction.amountCents !== order.amount_cents || transaction.currency !== order.currency) {
      this.logger.warn(
        `Transaction ${transaction.id} for order ${order.merchant_reference}: ${transaction.amountCents} ${transaction.currency} instead of ${order.amount_cents} ${order.currency}`,
      );
      throw new PaymentRejected('The amount or currency does not match the order');
    }
    const paid = isPaid(transaction);
    const declined = !paid && isDeclined(transaction);
    let recorded: boolean;
    try {
      recorded = await inTransaction(this.db, async (manager) => {
        const known = await manager.existsBy(PaymentTransaction, {
          provider_transaction_id: transaction.id,
        });
        if (known) return false;
        await manager.insert(PaymentTransaction, {
          provider_transaction_id: transaction.id,
          payment_order_id: order.id,
          first_name: order.billing.first_name ?? order.user?.name ?? '',
          email: order.user?.email ?? '',
          phone_number: order.billing.phone_number ?? '',
          success: transaction.success,
          pending: transaction.pending,
          amount_cents: transaction.amountCents,
          currency: transaction.currency,
        });
        if (paid) {
          await manager
            .createQueryBuilder()
            .update(PaymentOrder)
            .set({ status: 'paid' })
            .where('id = :id', { id: order.id })
            .andWhere('status IN (:...from)', { from: ['pending', 'declined', 'expired'] })
            .execute();
          await manager
            .createQueryBuilder()
            .insert()
            .into(Purchase)
            .values({
              user_id: order.user_id,
              course_id: order.course_id,
              payment_order_id: order.id,
            })
            .orIgnore()
            .execute();
        } else if (declined) {
          await manager
            .createQueryBuilder()
            .update(PaymentOrder)
            .set({ status: 'declined' })
            .where('id = :id', { id: order.id })
            .andWhere('status = :pending', { pending: 'pending' })
            .execute();
        }
        return true;
      });
    } catch (error) {
      // A concurrent duplicate lost the race for the unique transaction id: already recorded.
      if (!isDuplicateKey(error)) throw error;
      recorded = false;
    }
    const fresh = await orders.findOneByOrFail({ id: order.id });
    return { recorded, status: fresh.status, merchantReference: order.merchant_reference };
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
    };
  }
}

/** Our unique order reference (Paymob's merchant_order_id / special_reference). */
function newReference(): string {
  return `PL-${Date.now().toString(36).toUpperCase()}-${randomBytes(5).toString('hex').toUpperCase()}`;
}
