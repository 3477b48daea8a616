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
import { CreatedAt, UpdatedAt, decimalToNumber } from '../common/entity-columns.js';
import { SubCategory } from '../sub-categories/sub-category.entity.js';

@Entity('courses')
export class Course {
  @PrimaryGeneratedColumn() id: number;
  @Index() @Column({ type: 'varchar', length: 191 }) name: string;
  @Column({ type: 'varchar', length: 191 }) classification: string;
  @Column({ type: 'varchar', length: 191 }) discipline: string;
  /** EGP, two decimals. */
  @Column({ type: 'decimal', precision: 10, scale: 2, transformer: decimalToNumber }) price: number;
  @Column({ type: 'varchar', length: 255, nullable: true }) image: string | null;
  @Column({ type: 'text' }) description: string;
  @Column({ type: 'varchar', length: 191, default: '' }) location: string;
  @Column({ type: 'varchar', length: 191, default: '' }) time: string;
  @Column({ type: 'varchar', length: 191, default: '' }) instructor: string;
  @Index() @Column({ type: 'integer' }) category_id: number;
  @ManyToOne(() => Category, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'category_id' })
  category: Relation<Category>;
  @Index() @Column({ type: 'integer' }) sub_category_id: number;
  @ManyToOne(() => SubCategory, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'sub_category_id' })
  sub_category: Relation<SubCategory>;
  @CreatedAt() created_at: Date;
  @UpdatedAt() updated_at: Date;
}
