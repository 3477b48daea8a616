import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt } from '../common/entity-columns.js';

@Entity('contact_messages')
export class ContactMessage {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 191 }) name: string;
  @Column({ type: 'varchar', length: 191 }) email: string;
  @Column({ type: 'varchar', length: 100 }) country: string;
  @Column({ type: 'varchar', length: 32, nullable: true }) phone: string | null;
  @Column({ type: 'text', nullable: true }) message: string | null;
  @CreatedAt() created_at: Date;
  @UpdatedAt() updated_at: Date;
}
