import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { BookingEventsModule } from './booking-events.js';
import {
  BookingsController,
  BuyerBookingsController,
  SessionBookingsController,
} from './bookings.controller.js';
import { BookingsService } from './bookings.service.js';

/** Bookings after payment: the buyer's list and cancel, staff's cancel, move and list. */
@Module({
  imports: [PaymentsModule, MailModule, BookingEventsModule],
  controllers: [BookingsController, SessionBookingsController, BuyerBookingsController],
  providers: [BookingsService],
})
export class BookingModule {}
