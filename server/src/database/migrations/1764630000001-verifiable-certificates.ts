import { randomBytes } from 'node:crypto';
import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { stamp, str } from '../columns.js';

/**
 * Issue 14 item 2: every certificate gets an unguessable verification code (existing ones
 * too, here), an optional expiry, a revocation with its reason, and the date its expiry
 * reminder was mailed.
 */
export class VerifiableCertificates1764630000001 implements MigrationInterface {
  name = 'VerifiableCertificates1764630000001';

  async up(db: QueryRunner): Promise<void> {
    await db.addColumns('certificates', [
      new TableColumn(str('verification_code', 32, true)),
      new TableColumn(stamp('expires_at', true)),
      new TableColumn(stamp('revoked_at', true)),
      new TableColumn(str('revoked_reason', 500, true)),
      new TableColumn(stamp('reminder_sent_at', true)),
    ]);
    const rows = (await db.query('SELECT id FROM certificates')) as { id: number }[];
    for (const row of rows) {
      await db.query('UPDATE certificates SET verification_code = ? WHERE id = ?', [
        randomBytes(12).toString('base64url'),
        row.id,
      ]);
    }
    await db.createIndex(
      'certificates',
      new TableIndex({
        name: 'uq_certificates_verification_code',
        columnNames: ['verification_code'],
        isUnique: true,
      }),
    );
    await db.createIndex(
      'certificates',
      new TableIndex({ name: 'idx_certificates_expires_at', columnNames: ['expires_at'] }),
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.dropIndex('certificates', 'idx_certificates_expires_at');
    await db.dropIndex('certificates', 'uq_certificates_verification_code');
    for (const column of [
      'reminder_sent_at',
      'revoked_reason',
      'revoked_at',
      'expires_at',
      'verification_code',
    ]) {
      await db.dropColumn('certificates', column);
    }
  }
}
