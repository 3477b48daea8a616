import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ValidationFailed } from '../common/http/api-error.js';
import { CourseSession } from '../model/course-session.entity.js';
import { sessionView, type SessionView } from './session-view.js';
import { PaymentOrder, type OrderStatus } from '../model/payment-order.entity.js';

/** What anyone holding an order reference may learn: never who paid, nor how much. */
export interface PaymentOutcome {
  reference: string;
  status: 'paid' | 'pending' | 'failed';
  course: {
    id: number;
    name: string;
    name_ar: string;
    time: string;
    location: string;
    location_ar: string;
  };
  /** The dated session booked (issue 22): what the result page shows instead of the course's text. */
  session: SessionView | null;
}

/**
 * Our references are `PL-<time>-<10 random hex>` (payments.service.ts); older and test rows
 * may differ, so only the column's characters and length are checked.
 */
const REFERENCE = /^[A-Za-z0-9_-]{1,64}$/;

const OUTCOMES: Record<OrderStatus, PaymentOutcome['status']> = {
  pending: 'pending',
  paid: 'paid',
  declined: 'failed',
  expired: 'failed',
  replaced: 'failed',
};

/**
 * The outcome of a payment by its order reference (issue 15 item 6), for a buyer who comes
 * back from the payment page without a session (signed out, another browser). The reference
 * carries 40 random bits besides its timestamp, so holding it is the proof of having paid or
 * having been sent the address; the answer still names no person and no amount.
 */
@Injectable()
export class PaymentOutcomeService {
  constructor(private readonly db: DataSource) {}

  async byReference(reference: string): Promise<PaymentOutcome> {
    if (!REFERENCE.test(reference)) {
      throw new ValidationFailed('The order reference is malformed', {
        reference: 'Letters, digits and dashes only, at most 64 characters',
      });
    }
    const order = await this.db.getRepository(PaymentOrder).findOne({
      where: { merchant_reference: reference },
      relations: { course: true },
    });
    if (!order) throw new NotFoundException('No payment has this order reference');
    return {
      reference: order.merchant_reference,
      status: OUTCOMES[order.status],
      course: {
        id: order.course.id,
        name: order.course.name,
        name_ar: order.course.name_ar,
        time: order.course.time,
        location: order.course.location,
        location_ar: order.course.location_ar,
      },
      session: order.session_id
        ? sessionView(
            await this.db.getRepository(CourseSession).findOneBy({ id: order.session_id }),
          )
        : null,
    };
  }
}
