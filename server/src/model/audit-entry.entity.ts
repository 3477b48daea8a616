import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from '../common/entity-columns.js';

export type AuditAction = 'create' | 'update' | 'delete';

/**
 * One staff write (issue 14, item 5): who, when, which row of which table, and the changed
 * fields before and after, written in the write's own transaction.
 */
@Entity('audit_log')
@Index('idx_audit_log_resource_id', ['resource', 'id'])
@Index('idx_audit_log_user_id_id', ['user_id', 'id'])
export class AuditEntry {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'integer', nullable: true }) user_id: number | null;
  /** The staff member's name then (the trail outlives an account). */
  @Column({ type: 'varchar', length: 191 }) user_name: string;
  @Column({ type: 'varchar', length: 16 }) action: AuditAction;
  /** The table written, e.g. 'courses'. */
  @Column({ type: 'varchar', length: 64 }) resource: string;
  @Column({ type: 'integer', nullable: true }) record_id: number | null;
  /** What the record was called then ("Well Testing", "Omar Hassan"): the sentence names it. */
  @Column({ type: 'varchar', length: 191, nullable: true }) subject: string | null;
  /** JSON: { field: { before, after } } of the fields that changed (secrets never). */
  @Column({ type: 'text' }) changes: string;
  /** JSON: [{ resource, action, record_id }] of the other rows the same request wrote. */
  @Column({ type: 'text', nullable: true }) related: string | null;
  @Index() @CreatedAt() created_at: Date;
}
