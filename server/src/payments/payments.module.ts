import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingEventsModule } from '../booking/booking-events.js';
import { RefundsService } from '../booking/refunds.service.js';
import { MailModule } from '../mail/mail.module.js';
import { EmulatorMount } from './emulator/emulator-mount.js';
import { PaymobEmulator } from './emulator/paymob-emulator.js';
import { PaymentOrder } from './payment-order.entity.js';
import { PaymentOutcomeService } from './payment-outcome.service.js';
import { PaymentRefund } from './payment-refund.entity.js';
import { PaymentTransaction } from './payment-transaction.entity.js';
import { PaymentTransactionsController } from './payment-transactions.controller.js';
import { PaymentTransactionsService } from './payment-transactions.service.js';
import { PaymentsService } from './payments.service.js';
import { PaymobController } from './paymob.controller.js';
import { PaymobClient } from './paymob/paymob.client.js';
import { ReconcileService } from './reconcile.service.js';
import { Receipt, ReceiptCounter } from './receipts/receipt.entity.js';
import { ReceiptsController } from './receipts/receipts.controller.js';
import { ReceiptsService } from './receipts/receipts.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      PaymentOrder,
      PaymentTransaction,
      PaymentRefund,
      Receipt,
      ReceiptCounter,
    ]),
    MailModule,
    BookingEventsModule,
  ],
  controllers: [PaymobController, PaymentTransactionsController, ReceiptsController],
  providers: [
    PaymobClient,
    PaymentsService,
    PaymentOutcomeService,
    PaymentTransactionsService,
    ReconcileService,
    ReceiptsService,
    RefundsService,
    PaymobEmulator,
    EmulatorMount,
  ],
  exports: [PaymentsService, ReconcileService, ReceiptsService, RefundsService],
})
export class PaymentsModule {}
