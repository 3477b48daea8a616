import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { STAFF_ROLES } from '../../users/role.js';
import type { User } from '../../users/user.entity.js';
import { PaymentOrder } from '../payment-order.entity.js';
import { Receipt } from './receipt.entity.js';
import { receiptPdf } from './receipt-pdf.js';

export interface ReceiptFile {
  number: string;
  filename: string;
  contentType: 'application/pdf';
  content: Buffer;
}

/** Receipts of paid orders, as PDF: for the buyer, for staff, and as a mail attachment. */
@Injectable()
export class ReceiptsService {
  constructor(private readonly db: DataSource) {}

  /**
   * The receipt of an order, or null when it has none (not paid). Pass the transaction's
   * `manager` to attach it to a mail written in the transaction that issued it.
   */
  async receiptPdf(orderId: number, manager?: EntityManager): Promise<ReceiptFile | null> {
    const db = manager ?? this.db.manager;
    const receipt = await db.findOne(Receipt, {
      where: { payment_order_id: orderId },
      relations: { payment_order: true },
    });
    if (!receipt) return null;
    return {
      number: receipt.number,
      filename: `${receipt.number}.pdf`,
      contentType: 'application/pdf',
      content: await receiptPdf(receipt, receipt.payment_order?.merchant_reference ?? null),
    };
  }

  /**
   * GET /paymob/orders/:reference/receipt: the buyer's own, or any for staff. Anyone else, an
   * unknown reference and an unpaid order all get the same 404: nothing is learnt by asking.
   */
  async forCaller(reference: string, caller: User): Promise<ReceiptFile> {
    const order = await this.db.getRepository(PaymentOrder).findOneBy({
      merchant_reference: reference.slice(0, 64),
    });
    const allowed = !!order && (order.user_id === caller.id || STAFF_ROLES.includes(caller.role));
    const file = allowed ? await this.receiptPdf(order.id) : null;
    if (!file) throw new NotFoundException('No receipt for this order');
    return file;
  }
}
