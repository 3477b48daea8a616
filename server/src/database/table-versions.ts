import {
  type DataSource,
  type EntityManager,
  EventSubscriber,
  type EntitySubscriberInterface,
  type InsertEvent,
  type RemoveEvent,
  type SoftRemoveEvent,
  type UpdateEvent,
} from 'typeorm';

/** Tables whose answers are kept in memory (see web/public-read-cache.ts). */
export const VERSIONED_TABLES = new Set([
  'courses',
  'categories',
  'sub_categories',
  'jobs',
  'testimonials',
]);

/**
 * Raises a table's version in the same transaction as any write made through TypeORM
 * (save, update, delete and query builders all broadcast these events): a reader that saw the
 * old version never keeps the new rows under it, and every process sees the new version as soon
 * as the write commits.
 */
@EventSubscriber()
export class TableVersions implements EntitySubscriberInterface {
  afterInsert(event: InsertEvent<unknown>) {
    return bump(event.manager, event.metadata.tableName);
  }

  afterUpdate(event: UpdateEvent<unknown>) {
    return bump(event.manager, event.metadata.tableName);
  }

  afterRemove(event: RemoveEvent<unknown>) {
    return bump(event.manager, event.metadata.tableName);
  }

  afterSoftRemove(event: SoftRemoveEvent<unknown>) {
    return bump(event.manager, event.metadata.tableName);
  }
}

async function bump(manager: EntityManager, table: string): Promise<void> {
  if (!VERSIONED_TABLES.has(table)) return;
  const upsert =
    manager.connection.options.type === 'mysql'
      ? 'INSERT INTO table_versions (name, version) VALUES (?, 1) ON DUPLICATE KEY UPDATE version = version + 1'
      : 'INSERT INTO table_versions (name, version) VALUES (?, 1) ON CONFLICT(name) DO UPDATE SET version = version + 1';
  await manager.query(upsert, [table]);
}

/** The current versions of these tables, as one comparable string. */
export async function readVersions(db: DataSource, tables: readonly string[]): Promise<string> {
  const rows: { name: string; version: number | string }[] = await db.query(
    `SELECT name, version FROM table_versions WHERE name IN (${tables.map(() => '?').join(', ')})`,
    [...tables],
  );
  const found = new Map(rows.map((row) => [row.name, String(row.version)]));
  return tables.map((table) => `${table}:${found.get(table) ?? '0'}`).join(',');
}
