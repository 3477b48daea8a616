import { Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type LinkSignature, SignedLinks } from '../../storage/signed-links.js';
import { STAFF_ROLES } from '../../common/access/roles.js';
import type { User } from '../../model/user.entity.js';
import { PaymentOrder } from '../../model/payment-order.entity.js';
import { Receipt } from '../../model/receipt.entity.js';
import { receiptPdf } from './receipt-pdf.js';

export interface ReceiptFile {
  number: string;
  filename: string;
  contentType: 'application/pdf';
  content: Buffer;
}

/**
 * The receipt of an order as a PDF file, or null when it has none (not paid). Read through the
 * given manager: a mail written in the transaction that issued it (the confirmation sent by
 * sessions on "booking confirmed") attaches it.
 */
export async function receiptFile(
  manager: EntityManager,
  orderId: number,
): Promise<ReceiptFile | null> {
  const receipt = await manager.findOne(Receipt, {
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

/** Receipts of paid orders, as PDF: for the buyer, for staff, and as a mail attachment. */
@Injectable()
export class ReceiptsService {
  constructor(
    private readonly db: DataSource,
    private readonly links: SignedLinks,
  ) {}

  /**
   * The receipt's address signed for about 10 minutes (DECISIONS 17), so the dashboard's plain
   * download link opens it; the order reference is the key, the route serves paid orders only.
   */
  signedUrl(reference: string): string {
    return this.links.sign(receiptRoute(reference), reference);
  }

  /**
   * The receipt of an order, or null when it has none (not paid). Pass the transaction's
   * `manager` to attach it to a mail written in the transaction that issued it.
   */
  receiptPdf(orderId: number, manager?: EntityManager): Promise<ReceiptFile | null> {
    return receiptFile(manager ?? this.db.manager, orderId);
  }

  /**
   * GET /paymob/orders/:reference/receipt: by its signed address, else the buyer's own or any
   * for staff. Anyone else, an unknown reference and an unpaid order all get the same 404:
   * nothing is learnt by asking. An expired link without a session says what to do.
   */
  async forCaller(
    reference: string,
    caller: User | undefined,
    link: LinkSignature,
  ): Promise<ReceiptFile> {
    const order = await this.db.getRepository(PaymentOrder).findOneBy({
      merchant_reference: reference.slice(0, 64),
    });
    const signature = this.links.check(receiptRoute(reference), order?.merchant_reference, link);
    if (signature === 'invalid' && !caller) {
      throw new UnauthorizedException(
        'This receipt link has expired or is not valid: open it again from the page that listed it',
      );
    }
    if (signature === 'absent' && !caller) throw new UnauthorizedException('Unauthenticated');
    const allowed =
      !!order &&
      (signature === 'valid' ||
        (!!caller && (order.user_id === caller.id || STAFF_ROLES.includes(caller.role))));
    const file = allowed ? await this.receiptPdf(order.id) : null;
    if (!file) throw new NotFoundException('No receipt for this order');
    return file;
  }
}

export const receiptRoute = (reference: string) =>
  `/api/paymob/orders/${encodeURIComponent(reference)}/receipt`;
