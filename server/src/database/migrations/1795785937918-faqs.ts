import type { MigrationInterface, QueryRunner } from 'typeorm';
import { bool, int, rowTable, str, text } from '../columns.js';

/** Issue 25: questions and answers of the training and careers pages (src/resources/faqs.ts). */
export class Faqs1795785937918 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    const columns = [
      str('question', 500),
      text('answer'),
      int('position'),
      bool('published', true),
    ];
    await db.createTable(rowTable('faqs', columns));
  }

  async down(db: QueryRunner): Promise<void> {
    await db.dropTable('faqs');
  }
}
