import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * The app refuses to start on a MySQL/MariaDB connection or table that cannot store 4-byte
 * UTF-8 (issue 24 item 12): Arabic, emoji and combining marks would otherwise answer 500 on the
 * first write. The migration 1764710000000 converts what the app made; this catches a table a
 * DBA changed since, or a connection set to another character set.
 */
export async function assertFourByteText(db: DataSource): Promise<void> {
  if (db.options.type !== 'mysql') return;
  const [connection] = await db.query<{ client: string; connection: string; results: string }[]>(
    'SELECT @@character_set_client AS client, @@character_set_connection AS connection, @@character_set_results AS results',
  );
  const wrong = Object.entries(connection).filter(([, charset]) => charset !== 'utf8mb4');
  if (wrong.length) {
    throw new Error(
      `The database connection uses ${wrong.map(([name, charset]) => `${name} ${charset}`).join(', ')}: it must be utf8mb4 to store Arabic and emoji (check DATABASE_URL's charset).`,
    );
  }
  const columns = await db.query<{ tableName: string; columnName: string; charset: string }[]>(
    `SELECT TABLE_NAME AS tableName, COLUMN_NAME AS columnName, CHARACTER_SET_NAME AS charset
       FROM information_schema.COLUMNS
      WHERE TABLE_SCHEMA = DATABASE() AND CHARACTER_SET_NAME IS NOT NULL
        AND CHARACTER_SET_NAME <> 'utf8mb4'`,
  );
  if (columns.length) {
    const named = columns
      .slice(0, 5)
      .map((column) => `${column.tableName}.${column.columnName} (${column.charset})`)
      .join(', ');
    throw new Error(
      `Text columns that cannot store 4-byte UTF-8 (Arabic, emoji): ${named}${columns.length > 5 ? ` and ${columns.length - 5} more` : ''}. Convert them: ALTER TABLE <table> CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci.`,
    );
  }
}

/** Runs the check once the connection is up and the migrations have run. */
@Injectable()
export class FourByteTextCheck implements OnModuleInit {
  constructor(private readonly db: DataSource) {}

  onModuleInit(): Promise<void> {
    return assertFourByteText(this.db);
  }
}
