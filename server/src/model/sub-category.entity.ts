import { Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Category } from './category.entity.js';
import { CreatedAt, UpdatedAt } from '../common/entity-columns.js';
import { Ref, Text } from '../common/resource/fields.js';

@Entity('sub_categories')
export class SubCategory {
  @PrimaryGeneratedColumn() id: number;
  @Text({ index: true, search: 'contains', translated: true }) title: string;
  /** Declared by `translated` with `title` (fields.ts); typed here for the presenter. */
  declare title_ar: string;
  @Ref('The category is required') category_id: number;
  @ManyToOne(() => Category, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'category_id' })
  category: Relation<Category>;
  @CreatedAt() created_at: Date;
  @UpdatedAt() updated_at: Date;
}
