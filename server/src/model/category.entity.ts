import { Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt } from '../common/entity-columns.js';
import { Text } from '../common/resource/fields.js';

@Entity('categories')
export class Category {
  @PrimaryGeneratedColumn() id: number;
  @Text({ index: true, search: 'contains', translated: true }) title: string;
  /** Declared by `translated` with `title` (fields.ts); typed here for the presenters. */
  declare title_ar: string;
  @CreatedAt() created_at: Date;
  @UpdatedAt() updated_at: Date;
}
