import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { Purchase } from '../model/purchase.entity.js';
import { BookingEventsModule } from './booking-events.js';
import { BookingMailer } from './booking-mailer.js';
import {
  BookingsController,
  BuyerBookingsController,
  SessionBookingsController,
} from './bookings.controller.js';
import { BookingsService } from './bookings.service.js';
import { CheckoutService } from './checkout.service.js';
import { PaymentOutcomeService } from './payment-outcome.service.js';
import { PaymentTransactionsController } from './payment-transactions.controller.js';
import { PaymentTransactionsService } from './payment-transactions.service.js';
import { PaymobController } from './paymob.controller.js';
import { PurchasesController } from './purchases.controller.js';
import { PurchasesService } from './purchases.service.js';
import { Receipt, ReceiptCounter } from '../model/receipt.entity.js';
import { ReceiptsController } from './receipts/receipts.controller.js';
import { ReceiptsService } from './receipts/receipts.service.js';
import { ReconcileService } from './reconcile.service.js';
import { RefundsService } from './refunds.service.js';

/**
 * The booking context (issue 22 item 6, ADR 0017): checkout and seat holds, the payment
 * callbacks that make bookings, purchases, receipts, refunds, the buyer's and staff's booking
 * actions, and the payments list. It announces "booking confirmed / cancelled / moved /
 * refunded" on BookingEvents inside each transaction; sessions listen.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Purchase, Receipt, ReceiptCounter]),
    PaymentsModule,
    MailModule,
    BookingEventsModule,
  ],
  controllers: [
    PaymobController,
    PaymentTransactionsController,
    ReceiptsController,
    PurchasesController,
    BookingsController,
    SessionBookingsController,
    BuyerBookingsController,
  ],
  providers: [
    CheckoutService,
    PaymentOutcomeService,
    PaymentTransactionsService,
    ReconcileService,
    ReceiptsService,
    RefundsService,
    PurchasesService,
    BookingsService,
    BookingMailer,
  ],
  exports: [CheckoutService, ReconcileService, ReceiptsService, RefundsService, PurchasesService],
})
export class BookingModule {}
