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

/** A signed-in device. Only the SHA-256 of the opaque token is stored. */
@Entity('sessions')
export class Session {
  @PrimaryGeneratedColumn() id: number;
  @Index() @Column({ name: 'user_id', type: 'integer' }) userId: number;
  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;
  @Column({ name: 'token_hash', type: 'varchar', length: 64, unique: true }) tokenHash: string;
  @Column({ name: 'expires_at', type: 'datetime' }) expiresAt: Date;
  @CreatedAt() created_at: Date;
}
