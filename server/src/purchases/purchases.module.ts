import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PaymentOrder } from '../payments/payment-order.entity.js';
import { PurchasesController } from './purchases.controller.js';
import { Purchase } from './purchase.entity.js';
import { PurchasesService } from './purchases.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Purchase, PaymentOrder])],
  controllers: [PurchasesController],
  providers: [PurchasesService],
  exports: [PurchasesService],
})
export class PurchasesModule {}
