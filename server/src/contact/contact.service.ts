import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { CrudService } from '../common/crud/crud.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Mailer } from '../mail/mailer.js';
import { STAFF_ROLES } from '../users/role.js';
import { User } from '../users/user.entity.js';
import { ContactMessage } from './contact-message.entity.js';
import type { ContactDto } from './dto/contact.dto.js';

export const CONTACT_THANKS = 'Thank you, your message has been sent.';

/**
 * Enquiries from the contact form, kept for the dashboard's Messages screen and, when SMTP_URL
 * is set, mailed to staff (MAIL_TO, or every super admin and admin).
 */
@Injectable()
export class ContactService extends CrudService<ContactMessage> {
  private readonly logger = new Logger('Contact');

  constructor(
    @InjectRepository(ContactMessage) repo: Repository<ContactMessage>,
    @InjectRepository(User) private readonly users: Repository<User>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mailer: Mailer,
  ) {
    super(repo, {
      label: 'Message',
      searchable: { email: 'email', name: 'name', country: 'country' },
    });
  }

  async send(input: ContactDto): Promise<{ id: number; message: string }> {
    const row = await this.repo.save(
      this.repo.create({
        name: input.name,
        country: input.country,
        email: input.email,
        phone: input.phone ?? null,
        message: input.message ?? null,
      }),
    );
    // The message is safe in the database: a mail server that is down or slow must not make
    // the visitor wait or see an error, so the mail goes out after the answer.
    void this.mailToStaff(row).catch((error: unknown) =>
      this.logger.error(`Message ${row.id} not mailed: ${(error as Error).message}`),
    );
    return { id: row.id, message: CONTACT_THANKS };
  }

  private async mailToStaff(row: ContactMessage): Promise<void> {
    if (!this.mailer.enabled) return;
    const to = this.config.mail.to.length
      ? this.config.mail.to
      : (await this.users.findBy({ role: In(STAFF_ROLES) })).map((user) => user.email);
    await this.mailer.send({
      to,
      replyTo: row.email,
      subject: `Website enquiry from ${row.name} (${row.country})`,
      text: [
        'A visitor sent this message through the contact form of the website.',
        '',
        `Name: ${row.name}`,
        `Country: ${row.country}`,
        `Email: ${row.email}`,
        `Phone: ${row.phone ?? '-'}`,
        '',
        row.message ?? '(no message)',
        '',
        `Every message is also under Messages in the dashboard: ${this.config.publicUrl}/dashboard/messages`,
      ].join('\n'),
    });
  }
}
