import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['payment_orders', 'receipts'];
const COLUMNS: [string, string][] = [
  ['company_name', 'varchar(150)'],
  ['tax_registration_number', 'varchar(30)'],
];

/**
 * Issue 26 item 17: a company buyer's name and tax registration number, given at checkout, are
 * kept on the order and copied to its receipt (a receipt never changes once issued). Both
 * optional (NULL). Added by ALTER TABLE on both databases: TypeORM's addColumn rebuilds a SQLite
 * table, which is needless here.
 */
export class CompanyReceipts1764720000101 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    const q = (name: string) => db.connection.driver.escape(name);
    for (const table of TABLES) {
      for (const [column, type] of COLUMNS) {
        await db.query(`ALTER TABLE ${q(table)} ADD COLUMN ${q(column)} ${type} NULL`);
      }
    }
  }

  async down(db: QueryRunner): Promise<void> {
    const q = (name: string) => db.connection.driver.escape(name);
    for (const table of TABLES) {
      for (const [column] of COLUMNS) {
        await db.query(`ALTER TABLE ${q(table)} DROP COLUMN ${q(column)}`);
      }
    }
  }
}
