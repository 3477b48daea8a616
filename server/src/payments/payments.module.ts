import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EmulatorMount } from './emulator/emulator-mount.js';
import { PaymobEmulator } from './emulator/paymob-emulator.js';
import { PaymentOrder } from '../model/payment-order.entity.js';
import { PaymentRefund } from '../model/payment-refund.entity.js';
import { PaymentTransaction } from '../model/payment-transaction.entity.js';
import { PaymobClient } from './paymob/paymob.client.js';

/**
 * Paymob itself (ADR 0005): the API client, the signed-message rules, the payment records and
 * the development emulator. It knows nothing of courses, sessions or bookings: the booking
 * context (src/booking) decides what a payment means.
 */
@Module({
  imports: [TypeOrmModule.forFeature([PaymentOrder, PaymentTransaction, PaymentRefund])],
  providers: [PaymobClient, PaymobEmulator, EmulatorMount],
  exports: [PaymobClient, TypeOrmModule],
})
export class PaymentsModule {}
