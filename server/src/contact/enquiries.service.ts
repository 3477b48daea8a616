import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, Repository } from 'typeorm';
import { type Principal, STAFF_ROLES } from '../common/access/roles.js';
import { ValidationFailed } from '../common/http/api-error.js';
import { inTransaction } from '../database/transaction.js';
import { Outbox } from '../mail/outbox.js';
import { OutboxMail } from '../model/outbox-mail.entity.js';
import { User } from '../model/user.entity.js';
import { ContactMessage } from '../model/contact-message.entity.js';
import { ContactReply } from '../model/contact-reply.entity.js';
import type { EnquiryHandlingDto, EnquiryReplyDto } from './dto/enquiry.dto.js';
import { replyMail } from './reply-mail.js';

/**
 * Handling website enquiries (issue 26 item 15, after Odoo's website leads): staff give each a
 * state and an owner, and answer from the dashboard. A reply is kept with the enquiry and mailed
 * to the enquirer through the outbox, in one transaction; it marks the enquiry answered and, when
 * nobody owns it yet, makes the sender its owner.
 */
@Injectable()
export class EnquiriesService {
  constructor(
    @InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>,
    @InjectRepository(ContactReply) private readonly replies: Repository<ContactReply>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly outbox: Outbox,
  ) {}

  /** The staff members an enquiry can be given to, by name. */
  async owners(): Promise<{ id: number; name: string }[]> {
    const rows = await this.users.find({
      select: { id: true, name: true },
      where: { role: In([...STAFF_ROLES]) },
      order: { name: 'ASC', id: 'ASC' },
    });
    return rows.map(({ id, name }) => ({ id, name }));
  }

  /** Sets the state and/or the owner; answers the enquiry's id (the caller reads it again). */
  async handle(id: number, body: EnquiryHandlingDto): Promise<{ id: number }> {
    const { state, owner_id: ownerId } = body;
    if (state === undefined && ownerId === undefined) {
      const message = 'Choose a state or an owner';
      throw new ValidationFailed(message, { state: message });
    }
    await inTransaction(this.messages.manager.connection, async (manager) => {
      const row = await manager.getRepository(ContactMessage).findOneBy({ id });
      if (!row) throw new NotFoundException('Message not found');
      if (ownerId !== undefined && ownerId !== null) await this.assertStaff(manager, ownerId);
      const patch: Partial<ContactMessage> = {};
      if (state !== undefined && state !== row.state) patch.state = state;
      if (ownerId !== undefined && ownerId !== row.owner_id) patch.owner_id = ownerId;
      if (Object.keys(patch).length) {
        await manager.getRepository(ContactMessage).save({ id, ...patch });
      }
    });
    return { id };
  }

  /** Keeps the reply, queues its mail to the enquirer, marks the enquiry answered. */
  async reply(id: number, body: EnquiryReplyDto, actor: Principal) {
    const saved = await inTransaction(this.messages.manager.connection, async (manager) => {
      const row = await manager.getRepository(ContactMessage).findOneBy({ id });
      if (!row) throw new NotFoundException('Message not found');
      const staff = await manager.getRepository(User).findOneBy({ id: actor.id });
      const mail = await this.outbox.enqueue(manager, replyMail(row, body.body, staff));
      const replies = manager.getRepository(ContactReply);
      const reply = await replies.save(
        replies.create({
          message_id: id,
          user_id: actor.id,
          user_name: staff?.name ?? 'Staff',
          body: body.body,
          mail_id: mail?.id ?? null,
        }),
      );
      const patch: Partial<ContactMessage> = {};
      if (row.state !== 'answered') patch.state = 'answered';
      if (row.owner_id === null) patch.owner_id = actor.id;
      if (Object.keys(patch).length) {
        await manager.getRepository(ContactMessage).save({ id, ...patch });
      }
      return reply;
    });
    return (await this.list(id)).find((reply) => reply.id === saved.id);
  }

  /** The replies sent to an enquiry, oldest first, with where their mail is. */
  async list(id: number) {
    if (!(await this.messages.existsBy({ id }))) throw new NotFoundException('Message not found');
    const rows = await this.replies.find({ where: { message_id: id }, order: { id: 'ASC' } });
    const mailIds = rows.flatMap((row) => (row.mail_id === null ? [] : [row.mail_id]));
    const mails = mailIds.length
      ? await this.messages.manager.getRepository(OutboxMail).find({
          select: { id: true, status: true, recipients: true },
          where: { id: In(mailIds) },
        })
      : [];
    const byId = new Map(mails.map((mail) => [mail.id, mail]));
    return rows.map((row) => {
      const mail = row.mail_id === null ? undefined : byId.get(row.mail_id);
      return {
        id: row.id,
        body: row.body,
        user_id: row.user_id,
        user_name: row.user_name,
        created_at: row.created_at,
        mail_id: row.mail_id,
        /** 'sent', 'pending' (in the outbox, SMTP not reached yet) or null (no mail kept). */
        mail_status: mail?.status ?? null,
        to: mail ? (JSON.parse(mail.recipients) as string[]) : [],
      };
    });
  }

  private async assertStaff(manager: EntityManager, ownerId: number) {
    const owner = await manager.getRepository(User).findOneBy({ id: ownerId });
    if (!owner || !STAFF_ROLES.includes(owner.role)) {
      const message = 'The owner must be a staff member';
      throw new ValidationFailed(message, { owner_id: message });
    }
  }
}
