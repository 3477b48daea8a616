import { Injectable } from '@nestjs/common';

/**
 * An attachment whose bytes are made when the mail is sent rather than when it is written:
 * the name of what makes it and its id (a receipt: `{ source: 'receipt', id: <order id> }`).
 */
export interface AttachmentSource {
  source: string;
  id: number;
}

type Make = (id: number) => Promise<Buffer | null>;

/**
 * Makers of such attachments, registered by the feature that owns them (the receipts). A mail
 * written inside a transaction that must stay short (the payment's) names its PDF; the worker
 * asks for the bytes when it sends it, after the commit. A maker that fails or finds nothing
 * fails the send, which the worker retries like any other.
 */
@Injectable()
export class AttachmentSources {
  private readonly makers = new Map<string, Make>();

  register(source: string, make: Make): void {
    this.makers.set(source, make);
  }

  async bytes(from: AttachmentSource): Promise<Buffer> {
    const make = this.makers.get(from.source);
    const bytes = make ? await make(from.id) : null;
    if (!bytes) throw new Error(`The attachment ${from.source} ${from.id} is not available`);
    return bytes;
  }
}
