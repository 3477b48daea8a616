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
import { Course } from './course.entity.js';
import { User } from './user.entity.js';

@Entity('certificates')
export class Certificate {
  @PrimaryGeneratedColumn() id: number;
  @Index() @Column({ type: 'integer' }) user_id: number;
  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;
  @Index() @Column({ type: 'integer' }) course_id: number;
  @ManyToOne(() => Course, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'course_id' })
  course: Relation<Course>;
  /** The dated session it was issued for (from attendance, issue 22); null otherwise. */
  @Column({ type: 'integer', nullable: true }) session_id: number | null;
  /** Private storage key of the certificate file. */
  @Column({ type: 'varchar', length: 255 }) certificate: string;
  /** Issue 14: 96 random bits; the public verification page is found by it, never by id. */
  @Index('uq_certificates_verification_code', { unique: true })
  @Column({ type: 'varchar', length: 32, nullable: true })
  verification_code: string;
  @Index('idx_certificates_expires_at')
  @Column({ type: 'datetime', nullable: true })
  expires_at: Date | null;
  @Column({ type: 'datetime', nullable: true }) revoked_at: Date | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) revoked_reason: string | null;
  /** When the holder was reminded of the expiry (once, 30 days before). */
  @Column({ type: 'datetime', nullable: true }) reminder_sent_at: Date | null;
  @CreatedAt() created_at: Date;
  @UpdatedAt() updated_at: Date;
}
