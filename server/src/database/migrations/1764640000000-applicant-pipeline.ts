import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { bool, fk, id, index, int, stamp, str, text } from '../columns.js';

/** Issue 14, item 4: a stage per application and the dated history of its moves. */
export class ApplicantPipeline1764640000000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.addColumn('job_requests', new TableColumn({ ...str('stage', 16), default: "'new'" }));
    // The dashboard's stage tabs count and list by stage, newest first.
    await db.createIndex('job_requests', new TableIndex(index('job_requests', 'stage', 'id')));
    await db.createTable(
      new Table({
        name: 'job_request_stage_changes',
        columns: [
          id(),
          int('job_request_id'),
          str('from_stage', 16, true),
          str('to_stage', 16),
          text('note', true),
          bool('notified', false),
          int('user_id', true),
          str('user_name', 191, true),
          stamp('created_at'),
        ],
        foreignKeys: [fk('job_request_id', 'job_requests', 'CASCADE')],
        indices: [index('job_request_stage_changes', 'job_request_id')],
      }),
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.dropTable('job_request_stage_changes');
    await db.dropIndex('job_requests', 'idx_job_requests_stage_id');
    await db.dropColumn('job_requests', 'stage');
  }
}
