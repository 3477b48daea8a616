import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { CreatedAt } from '../common/entity-columns.js';
import { OutboxMail } from './outbox-mail.entity.js';
import { User } from './user.entity.js';
import { ContactMessage } from './contact-message.entity.js';

/** A reply staff sent to an enquiry from the dashboard, kept with it (issue 26 item 15). */
@Entity('contact_replies')
export class ContactReply {
  @PrimaryGeneratedColumn() id: number;
  @Index() @Column({ type: 'integer' }) message_id: number;
  @ManyToOne(() => ContactMessage, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'message_id' })
  message: Relation<ContactMessage>;
  @Column({ type: 'integer', nullable: true }) user_id: number | null;
  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User> | null;
  /** The sender's name then (the reply outlives an account). */
  @Column({ type: 'varchar', length: 191 }) user_name: string;
  @Column({ type: 'text' }) body: string;
  /** The mail in the outbox that carries it (its delivery state). */
  @Column({ type: 'integer', nullable: true }) mail_id: number | null;
  @ManyToOne(() => OutboxMail, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'mail_id' })
  mail: Relation<OutboxMail> | null;
  @CreatedAt() created_at: Date;
}
