import { type MigrationInterface, type QueryRunner, Table, TableColumn } from 'typeorm';
import { fk, id, index, int, stamp, str } from '../columns.js';

/**
 * Account recovery and email verification (issue 14 item 3): single-use mailed links, stored
 * hashed, and the moment a user's address was confirmed. Accounts that exist before this
 * migration count as verified: nobody already booking is locked out.
 */
export class AccountTokens1764620000000 implements MigrationInterface {
  name = 'AccountTokens1764620000000';

  async up(db: QueryRunner): Promise<void> {
    await db.createTable(
      new Table({
        name: 'account_tokens',
        columns: [
          id(),
          int('user_id'),
          str('purpose', 16),
          { ...str('token_hash', 64), isUnique: true },
          stamp('expires_at'),
          stamp('used_at', true),
          stamp('created_at'),
        ],
        foreignKeys: [fk('user_id', 'users', 'CASCADE')],
        indices: [index('account_tokens', 'user_id')],
      }),
    );
    await db.addColumn(
      'users',
      new TableColumn({ name: 'email_verified_at', type: 'datetime', isNullable: true }),
    );
    await db.query('UPDATE users SET email_verified_at = created_at');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.dropColumn('users', 'email_verified_at');
    await db.dropTable('account_tokens');
  }
}
