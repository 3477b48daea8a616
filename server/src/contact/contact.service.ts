import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CrudService } from '../common/crud/crud.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { inTransaction } from '../database/transaction.js';
import { brandMail } from '../mail/brand-mail.js';
import { Outbox, type OutgoingMail } from '../mail/outbox.js';
import { staffAddresses } from '../users/staff-addresses.js';
import { ContactMessage } from '../model/contact-message.entity.js';
import type { ContactDto } from './dto/contact.dto.js';

export const CONTACT_THANKS = 'Thank you, your message has been sent.';

/**
 * Enquiries from the contact form, kept for the dashboard's Messages screen and, when SMTP_URL
 * is set, mailed to staff (MAIL_TO, or every super admin and admin) through the outbox.
 */
@Injectable()
export class ContactService extends CrudService<ContactMessage> {
  constructor(
    @InjectRepository(ContactMessage) repo: Repository<ContactMessage>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: Outbox,
  ) {
    super(repo, {
      label: 'Message',
      searchable: {
        email: 'email',
        name: 'name',
        country: 'country',
        state: { column: 'state', mode: 'exact' },
        owner_id: { column: 'owner_id', mode: 'exact' },
      },
      relations: { owner: true },
    });
  }

  /** The owner by name only: a staff list never shows other accounts' details (DECISIONS 20). */
  override present(row: ContactMessage) {
    const { owner, ...fields } = row;
    return { ...fields, owner_name: owner?.name ?? null };
  }

  async send(input: ContactDto): Promise<{ id: number; message: string }> {
    // The message and its mail to staff are written together; the outbox worker sends the mail
    // after the answer, so a mail server that is down or slow never fails or slows the visitor.
    const row = await inTransaction(this.repo.manager.connection, async (manager) => {
      const saved = await manager.getRepository(ContactMessage).save(
        manager.getRepository(ContactMessage).create({
          name: input.name,
          country: input.country,
          email: input.email,
          phone: input.phone ?? null,
          message: input.message ?? null,
        }),
      );
      await this.outbox.enqueue(
        manager,
        this.staffMail(saved, await staffAddresses(manager, this.config)),
      );
      return saved;
    });
    return { id: row.id, message: CONTACT_THANKS };
  }

  private staffMail(row: ContactMessage, to: string[]): OutgoingMail {
    return {
      kind: 'contact-message',
      to,
      replyTo: row.email,
      subject: `Website enquiry from ${row.name} (${row.country})`,
      ...brandMail({
        title: 'New message from the website',
        paragraphs: ['A visitor sent this message through the contact form of the website.'],
        facts: [
          ['Name', row.name],
          ['Country', row.country],
          ['Email', row.email],
          ['Phone', row.phone ?? '-'],
        ],
        after: [row.message ?? '(no message)', 'Reply to this mail to answer the visitor.'],
        action: { label: 'Open Messages', url: `${this.config.publicUrl}/dashboard/messages` },
      }),
    };
  }
}
