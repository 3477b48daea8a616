import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { BookingEvents } from '../booking/booking-events.js';
import { receiptAttachment } from '../booking/receipts/receipts.service.js';
import { lockSession } from '../booking/seats.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Outbox } from '../mail/outbox.js';
import { Course } from '../model/course.entity.js';
import { CourseSession } from '../model/course-session.entity.js';
import { PaymentOrder } from '../model/payment-order.entity.js';
import { SessionWaitlistEntry } from '../model/session-waitlist.entity.js';
import { User } from '../model/user.entity.js';
import {
  bookingConfirmationMail,
  bookingMovedMail,
  sessionCancelledMail,
} from './session-mails.js';
import { promoteWaitlist, type SeatContext } from './waitlist.js';

/**
 * What sessions do when the booking context announces something (ADR 0017), inside its
 * transaction, so it commits or rolls back with the booking: the waitlist moves (a confirmed
 * booking ends the buyer's place; a freed seat, or one a checkout is about to take, goes to the
 * next person waiting; a cancelled session ends every place) and the mails that carry the
 * session's calendar file go out (confirmed, moved).
 */
@Injectable()
export class SessionBookingListeners implements OnModuleInit {
  constructor(
    private readonly events: BookingEvents,
    private readonly outbox: Outbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get seatContext(): SeatContext {
    return { outbox: this.outbox, publicUrl: this.config.publicUrl };
  }

  onModuleInit(): void {
    this.events.on('booking.confirmed', async (manager, event) => {
      if (event.sessionId !== null) {
        await manager.update(
          SessionWaitlistEntry,
          {
            session_id: event.sessionId,
            user_id: event.userId,
            status: In(['waiting', 'offered']),
          },
          { status: 'booked' },
        );
      }
      await this.confirmationMail(manager, event);
    });
    this.events.on('booking.cancelled', (manager, event) => this.passOn(manager, event.sessionId));
    this.events.on('booking.moved', async (manager, event) => {
      await this.passOn(manager, event.fromSessionId);
      await this.movedMail(manager, event);
    });
    this.events.on('seat.claiming', async (manager, event) => {
      await promoteWaitlist(manager, event.session, this.seatContext, event.at);
    });
    this.events.on('session.cancelled', (manager, event) =>
      this.endWaitlist(manager, event.sessionId),
    );
  }

  /** A freed seat goes to the next person waiting at once. */
  private async passOn(manager: EntityManager, sessionId: number | null) {
    if (sessionId === null) return;
    const session = await lockSession(manager, sessionId);
    if (session) await promoteWaitlist(manager, session, this.seatContext);
  }

  /** The confirmation, with the .ics (a session) and the receipt issued in this transaction. */
  private async confirmationMail(
    manager: EntityManager,
    event: {
      purchaseId: number;
      orderId: number;
      userId: number;
      courseId: number;
      sessionId: number | null;
    },
  ) {
    const [user, course, session] = await Promise.all([
      manager.findOneByOrFail(User, { id: event.userId }),
      manager.findOneByOrFail(Course, { id: event.courseId }),
      event.sessionId ? manager.findOneBy(CourseSession, { id: event.sessionId }) : null,
    ]);
    const order = await manager.findOneByOrFail(PaymentOrder, { id: event.orderId });
    const confirmation = bookingConfirmationMail(
      user,
      course,
      session,
      order.merchant_reference,
      this.config.publicUrl,
      event.purchaseId,
    );
    // The receipt goes with the confirmation (issue 14, item 1).
    // Named here, rendered when the mail is sent: not inside the paying transaction.
    const receipt = await receiptAttachment(manager, order.id);
    await this.outbox.enqueue(manager, (overrides) => {
      const mail = confirmation(overrides);
      return receipt ? { ...mail, attachments: [...(mail.attachments ?? []), receipt] } : mail;
    });
  }

  /** The new date, with its .ics. */
  private async movedMail(
    manager: EntityManager,
    event: {
      purchaseId: number;
      userId: number;
      courseId: number;
      fromSessionId: number | null;
      toSessionId: number;
    },
  ) {
    const [user, course, from, to] = await Promise.all([
      manager.findOneByOrFail(User, { id: event.userId }),
      manager.findOneByOrFail(Course, { id: event.courseId }),
      event.fromSessionId ? manager.findOneBy(CourseSession, { id: event.fromSessionId }) : null,
      manager.findOneByOrFail(CourseSession, { id: event.toSessionId }),
    ]);
    await this.outbox.enqueue(
      manager,
      bookingMovedMail(user, course, from, to, this.config.publicUrl, event.purchaseId),
    );
  }

  /** A cancelled session: everyone still waiting (or offered a seat) is told their place ended. */
  private async endWaitlist(manager: EntityManager, sessionId: number) {
    const session = await manager.findOneByOrFail(CourseSession, { id: sessionId });
    const course = await manager.findOneByOrFail(Course, { id: session.course_id });
    const waiting = await manager.find(SessionWaitlistEntry, {
      where: { session_id: sessionId, status: In(['waiting', 'offered']) },
      relations: { user: true },
    });
    for (const entry of waiting) {
      await this.outbox.enqueue(
        manager,
        sessionCancelledMail(entry.user, course, session, false, this.config.publicUrl),
      );
    }
    await manager.update(
      SessionWaitlistEntry,
      { session_id: sessionId, status: In(['waiting', 'offered']) },
      { status: 'expired' },
    );
  }
}
