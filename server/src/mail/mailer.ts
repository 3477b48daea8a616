import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

export interface PlainMail {
  to: string[];
  subject: string;
  text: string;
  replyTo?: string;
}

/**
 * Sends plain-text mail through SMTP_URL. Without SMTP_URL the site sends no mail at all
 * (`enabled` is false) and everything it would have mailed stays in the dashboard.
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
