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
import { User } from './user.entity.js';

export type AccountTokenPurpose = 'reset' | 'verify';

/**
 * A single-use link sent by mail (DECISIONS 16, issue 14 item 3): choose a new password, or
 * confirm the email address. Only the SHA-256 of the token is stored, as for sessions: the
 * table alone opens no account.
 */
@Entity('account_tokens')
export class AccountToken {
  @PrimaryGeneratedColumn() id: number;
  @Index() @Column({ type: 'integer' }) user_id: number;
  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;
  @Column({ type: 'varchar', length: 16 }) purpose: AccountTokenPurpose;
  @Column({ type: 'varchar', length: 64, unique: true }) token_hash: string;
  @Column({ type: 'datetime' }) expires_at: Date;
  @Column({ type: 'datetime', nullable: true }) used_at: Date | null;
  @CreatedAt() created_at: Date;
}
