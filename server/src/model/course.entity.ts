import { Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Category } from './category.entity.js';
import { CreatedAt, UpdatedAt } from '../common/entity-columns.js';
import {
  Decimal,
  Ref,
  RichText,
  TEXT_COLUMN_BYTES,
  Text,
  Upload,
} from '../common/resource/fields.js';
import { UPLOAD_RULES } from '../common/uploads/upload-rules.js';
import { SubCategory } from './sub-category.entity.js';

@Entity('courses')
export class Course {
  @PrimaryGeneratedColumn() id: number;
  @Text({ index: true, search: 'contains' }) name: string;
  @Text() classification: string;
  @Text() discipline: string;
  /**
   * EGP, two decimals. Payments hold the amount in cents in an INT column: the largest price
   * matches MAX_AMOUNT_CENTS in payments.service.
   */
  @Decimal({ min: 0, max: 20_000_000, unit: 'EGP' }) price: number;
  /** The stored picture's public path, set from the uploaded file, never from the body. */
  @Upload(UPLOAD_RULES.courseImage) image: string | null;
  @RichText({ maxBytes: TEXT_COLUMN_BYTES }) description: string;
  @Text({ optional: true }) location: string;
  @Text({ optional: true }) time: string;
  @Text({ optional: true }) instructor: string;
  /**
   * Other words a visitor may search for (issue 26 item 4): abbreviations such as "ESP", other
   * names of the subject. Never shown on the site; the public search matches them.
   */
  @Text({ optional: true, max: 500 }) keywords: string;
  @Ref('The category is required', { to: { resource: 'categories', display: 'title' } })
  category_id: number;
  @ManyToOne(() => Category, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'category_id' })
  category: Relation<Category>;
  @Ref('The subcategory is required', { to: { resource: 'sub-categories', display: 'title' } })
  sub_category_id: number;
  @ManyToOne(() => SubCategory, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'sub_category_id' })
  sub_category: Relation<SubCategory>;
  @CreatedAt() created_at: Date;
  @UpdatedAt() updated_at: Date;
}
