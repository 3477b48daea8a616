import { PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt } from '../entity-columns.js';

/** What every row has: id and the two timestamps (the `timestamps()` of the migrations). */
export abstract class Row {
  @PrimaryGeneratedColumn() id: number;
  @CreatedAt() created_at: Date;
  @UpdatedAt() updated_at: Date;
}
