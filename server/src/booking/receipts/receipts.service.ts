import {
  Injectable,
  NotFoundException,
  type OnModuleInit,
  UnauthorizedException,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Readable } from 'node:stream';
import { type LinkSignature, SignedLinks } from '../../storage/signed-links.js';
import { StorageService } from '../../storage/storage.service.js';
import { AttachmentSources } from '../../mail/attachment-sources.js';
import type { MailAttachment } from '../../mail/outbox.js';
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

/** Private storage folder of rendered receipts (personal data: never public). */
const FOLDER = 'receipts';
/** The name mails give a receipt attachment made when sent (mail/attachment-sources.ts). */
const RECEIPT_SOURCE = 'receipt';

/** Counts renders, so a test can prove the second download serves the stored file. */
export const receiptRenders = { count: 0 };

/**
 * The receipt's PDF bytes: the stored file when it has one, else rendered now (0.1–0.4 s),
 * stored privately and its key remembered on the row, so it is rendered once, not per download.
 * The key is written only where none is yet (a conditional UPDATE): of two first downloads at
 * once, one key wins and the other's file is removed again. A stored file gone missing (a
 * restored database without its files) is rendered again from the row's facts.
 */
async function receiptBytes(
  manager: EntityManager,
  storage: StorageService,
  receipt: Receipt,
): Promise<Buffer> {
  if (receipt.pdf_key) {
    const stored = await storage.open('private', receipt.pdf_key);
    if (stored) return readAll(stored.body);
  }
  receiptRenders.count += 1;
  const content = await receiptPdf(receipt, receipt.payment_order?.merchant_reference ?? null);
  const key = await storage.save('private', FOLDER, content, 'pdf');
  const taken = await manager
    .createQueryBuilder()
    .update(Receipt)
    .set({ pdf_key: key })
    .where('id = :id', { id: receipt.id })
    .andWhere(receipt.pdf_key ? 'pdf_key = :old' : 'pdf_key IS NULL', { old: receipt.pdf_key })
    .execute();
  if (!taken.affected) await storage.remove('private', key);
  else {
    if (receipt.pdf_key) await storage.remove('private', receipt.pdf_key);
    receipt.pdf_key = key;
  }
  return content;
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * The confirmation mail's receipt, named rather than rendered (issue 28 item 4): that mail is
 * written in the transaction that marks the order paid and issues the receipt, and rendering
 * (0.1–0.4 s) there would hold the receipt counter's row lock and the payment's transaction
 * that long. The outbox worker asks ReceiptsService for the bytes when it sends the mail, after
 * the commit; that first render is stored, and downloads then serve the stored file. Null when
 * the order has no receipt (not paid).
 */
export async function receiptAttachment(
  manager: EntityManager,
  orderId: number,
): Promise<MailAttachment | null> {
  const receipt = await manager.findOne(Receipt, {
    select: { id: true, number: true },
    where: { payment_order_id: orderId },
  });
  if (!receipt) return null;
  return {
    filename: `${receipt.number}.pdf`,
    contentType: 'application/pdf',
    from: { source: RECEIPT_SOURCE, id: orderId },
  };
}

/** The receipt of an order as a PDF file (stored, else rendered and stored), or null if unpaid. */
async function receiptFile(
  manager: EntityManager,
  orderId: number,
  storage: StorageService,
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
    content: await receiptBytes(manager, storage, receipt),
  };
}

/**
 * Receipts of paid orders, as PDF: for the buyer, for staff, and as a mail attachment; each
 * rendered once and kept in private storage.
 */
@Injectable()
export class ReceiptsService implements OnModuleInit {
  constructor(
    private readonly db: DataSource,
    private readonly links: SignedLinks,
    private readonly storage: StorageService,
    private readonly attachments: AttachmentSources,
  ) {}

  /** The outbox worker gets a mailed receipt's bytes from here when it sends the mail. */
  onModuleInit(): void {
    this.attachments.register(RECEIPT_SOURCE, async (orderId) => {
      return (await this.receiptPdf(orderId))?.content ?? null;
    });
  }

  /**
   * The receipt's address signed for about 10 minutes (DECISIONS 17), so the dashboard's plain
   * download link opens it; the order reference is the key, the route serves paid orders only.
   */
  signedUrl(reference: string): string {
    return this.links.sign(receiptRoute(reference), reference);
  }

  /** The receipt of an order (stored, else rendered and stored), or null when it has none. */
  receiptPdf(orderId: number, manager?: EntityManager): Promise<ReceiptFile | null> {
    return receiptFile(manager ?? this.db.manager, orderId, this.storage);
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
