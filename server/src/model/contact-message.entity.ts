import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { CreatedAt, UpdatedAt } from '../common/entity-columns.js';
import { User } from './user.entity.js';
import type { EnquiryState } from './enquiry-states.js';

@Entity('contact_messages')
@Index('idx_contact_messages_state_id', ['state', 'id'])
@Index('idx_contact_messages_owner_id_id', ['owner_id', 'id'])
export class ContactMessage {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 191 }) name: string;
  @Column({ type: 'varchar', length: 191 }) email: string;
  @Column({ type: 'varchar', length: 100 }) country: string;
  @Column({ type: 'varchar', length: 32, nullable: true }) phone: string | null;
  @Column({ type: 'text', nullable: true }) message: string | null;
  /** Where staff are with it (issue 26 item 15): see enquiry-states.ts. */
  @Column({ type: 'varchar', length: 16, default: 'new' }) state: EnquiryState;
  /** The staff member who answers it; nobody yet when null. */
  @Column({ type: 'integer', nullable: true }) owner_id: number | null;
  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'owner_id' })
  owner: Relation<User> | null;
  @CreatedAt() created_at: Date;
  @UpdatedAt() updated_at: Date;
}
