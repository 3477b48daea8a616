import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

export interface PlainMail {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
  /** The Message-ID header; the outbox gives each row one, the same on every attempt. */
  messageId?: string;
}

/**
 * Hands one mail to the SMTP server of SMTP_URL. Only the outbox worker calls it: features
 * `Outbox.enqueue` their mail. Without SMTP_URL (`enabled` false) mails stay in the outbox.
 */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly transport?: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.smtpUrl ? createTransport(config.smtpUrl) : undefined;
  }

  get enabled(): boolean {
    return Boolean(this.transport);
  }

  async send(mail: PlainMail): Promise<void> {
    if (!this.transport || mail.to.length === 0) return;
    await this.transport.sendMail({ from: this.config.mail.from, ...mail });
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
