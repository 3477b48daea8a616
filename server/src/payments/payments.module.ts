import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module.js';
import { EmulatorMount } from './emulator/emulator-mount.js';
import { PaymobEmulator } from './emulator/paymob-emulator.js';
import { PaymentOrder } from './payment-order.entity.js';
import { PaymentOutcomeService } from './payment-outcome.service.js';
import { PaymentTransaction } from './payment-transaction.entity.js';
import { PaymentTransactionsController } from './payment-transactions.controller.js';
import { PaymentTransactionsService } from './payment-transactions.service.js';
import { PaymentsService } from './payments.service.js';
import { PaymobController } from './paymob.controller.js';
import { PaymobClient } from './paymob/paymob.client.js';
import { ReconcileService } from './reconcile.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([PaymentOrder, PaymentTransaction]), MailModule],
  controllers: [PaymobController, PaymentTransactionsController],
  providers: [
    PaymobClient,
    PaymentsService,
    PaymentOutcomeService,
    PaymentTransactionsService,
    ReconcileService,
    PaymobEmulator,
    EmulatorMount,
  ],
  exports: [PaymentsService, ReconcileService],
})
export class PaymentsModule {}
