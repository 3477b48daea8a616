import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt } from '../common/entity-columns.js';

@Entity('categories')
export class Category {
  @PrimaryGeneratedColumn() id: number;
  @Index() @Column({ type: 'varchar', length: 191 }) title: string;
  @CreatedAt() created_at: Date;
  @UpdatedAt() updated_at: Date;
}
