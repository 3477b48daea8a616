import {
  Column,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
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
  @Text({ index: true, search: 'contains', translated: true }) name: string;
  @Text({ translated: true }) classification: string;
  @Text({ translated: true }) discipline: string;
  /**
   * EGP, two decimals. Payments hold the amount in cents in an INT column: the largest price
   * matches MAX_AMOUNT_CENTS in payments.service.
   */
  @Decimal({ min: 0, max: 20_000_000, unit: 'EGP' }) price: number;
  /** The stored picture's public path, set from the uploaded file, never from the body. */
  @Upload(UPLOAD_RULES.courseImage) image: string | null;
  @RichText({ maxBytes: TEXT_COLUMN_BYTES, translated: true }) description: string;
  @Text({ optional: true, translated: true }) location: string;
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
  /**
   * The Arabic words of the course, normalised (normalizeArabic: alef forms, ى, ة, diacritics)
   * for the visitors' word search, which cannot normalise an index: its Arabic name,
   * classification, discipline, description text and the keywords. Written with every create
   * and update (CoursesService, courseSearchKey); never answered.
   */
  @Column({ type: 'text', default: '' }) search_ar: string;
  /** Declared by `translated` (fields.ts): the Arabic a visitor on /ar reads. */
  declare name_ar: string;
  declare classification_ar: string;
  declare discipline_ar: string;
  declare description_ar: string;
  declare location_ar: string;
  @CreatedAt() created_at: Date;
  @UpdatedAt() updated_at: Date;
}
