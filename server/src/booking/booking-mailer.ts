import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Course } from '../model/course.entity.js';
import { Outbox } from '../mail/outbox.js';
import { PaymentOrder } from '../model/payment-order.entity.js';
import { PaymentTransaction } from '../model/payment-transaction.entity.js';
import { Purchase } from '../model/purchase.entity.js';
import { CourseSession } from '../model/course-session.entity.js';
import { User } from '../model/user.entity.js';
import { BookingEvents } from './booking-events.js';
import { bookingCancelledMail, refundSentMail } from './booking-mails.js';

/**
 * The buyer's mails about a booking's money and end (cancelled, refund sent), written to the
 * outbox by listening to the booking context's events (ADR 0017): inside the transaction that
 * made the event true, so a mail exists if and only if what it tells happened. Each shows the
 * session's date, times, place and language. The mails with a calendar file (confirmed, moved)
 * are sessions' (sessions/booking-listeners.ts).
 */
@Injectable()
export class BookingMailer implements OnModuleInit {
  constructor(
    private readonly events: BookingEvents,
    private readonly outbox: Outbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.events.on('booking.cancelled', async (manager, event) => {
      const { user, course, session } = await this.facts(manager, event);
      await this.outbox.enqueue(
        manager,
        bookingCancelledMail(
          user,
          course,
          session,
          event.by,
          event.reason,
          event.refund,
          this.config.publicUrl,
        ),
      );
    });
    this.events.on('booking.refunded', async (manager, event) => {
      const order = await manager.findOneByOrFail(PaymentOrder, { id: event.orderId });
      const payment = await manager.findOneByOrFail(PaymentTransaction, {
        id: event.transactionId,
      });
      const purchase = await manager.findOneBy(Purchase, { payment_order_id: order.id });
      const sessionId = purchase?.session_id ?? order.session_id;
      const { user, course, session } = await this.facts(manager, {
        userId: order.user_id,
        courseId: order.course_id,
        sessionId,
      });
      await this.outbox.enqueue(
        manager,
        refundSentMail(
          user,
          course,
          session,
          event.amountCents,
          { refunded: payment.refunded_cents, paid: payment.amount_cents },
          order.merchant_reference,
          this.config.publicUrl,
        ),
      );
    });
  }

  private async facts(
    manager: EntityManager,
    event: { userId: number; courseId: number; sessionId: number | null },
  ) {
    const [user, course, session] = await Promise.all([
      manager.findOneByOrFail(User, { id: event.userId }),
      manager.findOneByOrFail(Course, { id: event.courseId }),
      event.sessionId ? manager.findOneBy(CourseSession, { id: event.sessionId }) : null,
    ]);
    return { user, course, session };
  }
}
