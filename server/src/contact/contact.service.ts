import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CrudService } from '../common/crud/crud.service.js';
import { ContactMessage } from './contact-message.entity.js';
import type { ContactDto } from './dto/contact.dto.js';

export const CONTACT_THANKS = 'Thank you, your message has been sent.';

/**
 * Enquiries from the contact form, kept for the dashboard's Messages screen. (Mailing them to
 * staff when SMTP_URL is set is not built yet: it needs a mail package.)
 */
@Injectable()
export class ContactService extends CrudService<ContactMessage> {
  constructor(@InjectRepository(ContactMessage) repo: Repository<ContactMessage>) {
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
    return { id: row.id, message: CONTACT_THANKS };
  }
}
