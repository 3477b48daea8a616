import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { Category } from '../categories/category.entity.js';
import { CreatedAt, UpdatedAt } from '../common/entity-columns.js';

@Entity('sub_categories')
export class SubCategory {
  @PrimaryGeneratedColumn() id: number;
  @Index() @Column({ type: 'varchar', length: 191 }) title: string;
  @Index() @Column({ type: 'integer' }) category_id: number;
  @ManyToOne(() => Category, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'category_id' })
  category: Relation<Category>;
  @CreatedAt() created_at: Date;
  @UpdatedAt() updated_at: Date;
}
