import { Injectable, Module } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CourseSession } from '../model/course-session.entity.js';

/**
 * What the booking context announces (issue 22 item 6, ADR 0017), always inside the transaction
 * that made it true: listeners get that transaction's EntityManager, so what they write
 * (a waitlist offer, a mail) commits or rolls back with the booking itself.
 */
export type BookingEvent =
  | {
      type: 'booking.confirmed';
      purchaseId: number;
      orderId: number;
      userId: number;
      courseId: number;
      sessionId: number | null;
    }
  | {
      type: 'booking.cancelled';
      purchaseId: number;
      userId: number;
      courseId: number;
      sessionId: number | null;
      by: 'buyer' | 'staff';
      reason: string | null;
      /** The money: asked back now, owed (staff refund it), already all back, or none paid. */
      refund: 'requested' | 'due' | 'refunded' | 'none';
    }
  | {
      type: 'booking.moved';
      purchaseId: number;
      userId: number;
      courseId: number;
      fromSessionId: number | null;
      toSessionId: number;
    }
  | {
      type: 'booking.refunded';
      transactionId: number;
      orderId: number;
      amountCents: number;
      full: boolean;
    }
  | {
      /**
       * A checkout is about to take a seat of this session (locked in the transaction): seats
       * free for people already waiting must go to them first.
       */
      type: 'seat.claiming';
      session: CourseSession;
      at: Date;
    }
  | {
      /** Staff cancelled the session; each of its live bookings was announced cancelled first. */
      type: 'session.cancelled';
      sessionId: number;
    };

export type BookingEventType = BookingEvent['type'];
type EventOf<T extends BookingEventType> = Extract<BookingEvent, { type: T }>;
export type BookingListener<T extends BookingEventType> = (
  manager: EntityManager,
  event: EventOf<T>,
) => Promise<void>;

/**
 * A small typed in-process bus. Listeners run one after another, awaited, in the order they
 * registered; one that throws rolls the whole transaction back (a booking whose seat could not
 * be passed on is not half-made).
 */
@Injectable()
export class BookingEvents {
  private readonly listeners = new Map<
    BookingEventType,
    ((manager: EntityManager, event: BookingEvent) => Promise<void>)[]
  >();

  on<T extends BookingEventType>(type: T, listener: BookingListener<T>): void {
    const list = this.listeners.get(type) ?? [];
    // Only events of `type` are ever passed to it (emit looks the list up by the event's type).
    list.push((manager, event) => listener(manager, event as EventOf<T>));
    this.listeners.set(type, list);
  }

  async emit(manager: EntityManager, event: BookingEvent): Promise<void> {
    for (const listener of this.listeners.get(event.type) ?? []) {
      await listener(manager, event);
    }
  }
}

/**
 * The bus as one shared provider: the booking context emits, sessions and others listen (they
 * may import booking/; booking imports none of them).
 */
@Module({ providers: [BookingEvents], exports: [BookingEvents] })
export class BookingEventsModule {}
