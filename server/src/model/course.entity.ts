import {
  Column,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { Category } from './category.entity.js';
import { CreatedAt, UpdatedAt, decimalToNumber } from '../common/entity-columns.js';
import { Field, Ref, Text } from '../common/resource/fields.js';
import { SubCategory } from './sub-category.entity.js';
import { CourseDescriptionRules, PriceRules } from './course-rules.js';

@Entity('courses')
export class Course {
  @PrimaryGeneratedColumn() id: number;
  @Text({ index: true, search: 'contains' }) name: string;
  @Text() classification: string;
  @Text() discipline: string;
  /** EGP, two decimals. */
  @Field({ type: 'decimal', precision: 10, scale: 2, transformer: decimalToNumber }, PriceRules(), {
    requiredOnCreate: 'The price is required',
  })
  price: number;
  /** Set from the uploaded file, never from the body. */
  @Column({ type: 'varchar', length: 255, nullable: true }) image: string | null;
  /** Sanitised HTML (the service). */
  @Field({ type: 'text' }, CourseDescriptionRules(), {
    requiredOnCreate: 'The description is required',
  })
  description: string;
  @Text({ optional: true }) location: string;
  @Text({ optional: true }) time: string;
  @Text({ optional: true }) instructor: string;
  /**
   * Other words a visitor may search for (issue 26 item 4): abbreviations such as "ESP", other
   * names of the subject. Never shown on the site; the public search matches them.
   */
  @Text({ optional: true, max: 500 }) keywords: string;
  @Ref('The category is required') category_id: number;
  @ManyToOne(() => Category, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'category_id' })
  category: Relation<Category>;
  @Ref('The subcategory is required') sub_category_id: number;
  @ManyToOne(() => SubCategory, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'sub_category_id' })
  sub_category: Relation<SubCategory>;
  @CreatedAt() created_at: Date;
  @UpdatedAt() updated_at: Date;
}
