import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CrudService } from '../common/crud/crud.service.js';
import { OutboxMail, type StoredAttachment } from '../model/outbox-mail.entity.js';

/**
 * The dashboard's "Mail outbox" (role 2001): every mail the site wrote, as sent or still
 * waiting. Without SMTP_URL this is where staff read them.
 */
@Injectable()
export class OutboxAdminService extends CrudService<OutboxMail> {
  constructor(@InjectRepository(OutboxMail) repo: Repository<OutboxMail>) {
    super(repo, {
      label: 'Mail',
      searchable: {
        to: 'recipients',
        subject: 'subject',
        kind: { column: 'kind', mode: 'exact' },
        status: { column: 'status', mode: 'exact' },
      },
    });
  }

  override present(row: OutboxMail) {
    const attachments = row.attachments
      ? (JSON.parse(row.attachments) as StoredAttachment[]).map((file) => file.filename)
      : [];
    return {
      id: row.id,
      kind: row.kind,
      to: (JSON.parse(row.recipients) as string[]).join(', '),
      reply_to: row.reply_to,
      subject: row.subject,
      status: row.status,
      attempts: row.attempts,
      last_error: row.last_error,
      next_attempt_at: row.next_attempt_at,
      sent_at: row.sent_at,
      attachments: attachments.join(', '),
      html: row.html,
      text: row.text,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  }

  /**
   * "Send again": the mail is due at once, whether it failed or was sent (a recipient lost it).
   * The worker sends it on its next round; without SMTP_URL it stays readable here.
   */
  async retry(id: number) {
    const row = await this.findEntity(id);
    await this.repo.update(row.id, {
      status: 'pending',
      next_attempt_at: new Date(),
      last_error: null,
    });
    return this.present(await this.findEntity(id));
  }
}
