import type { MigrationInterface, QueryRunner } from 'typeorm';
import { bool, optionalStr, rowTable, str, text } from '../columns.js';

/** Issue 11: what clients say (the home page band). */
export class Testimonials1764400000000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    const columns = [text('quote'), str('author'), optionalStr('company'), bool('published', true)];
    await db.createTable(rowTable('testimonials', columns));
  }

  async down(db: QueryRunner): Promise<void> {
    await db.dropTable('testimonials');
  }
}
