import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { MigrationInterface } from 'typeorm';

/** Migration files are named `<13-digit timestamp>-<name>.ts`; they run in that order. */
export const MIGRATION_FILE = /^(\d{13})-[a-z0-9-]+\.(ts|js)$/;

/** The folder of this module's migrations: src/database/migrations or dist/database/migrations. */
export const MIGRATIONS_FOLDER = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

type MigrationClass = new () => MigrationInterface;

/**
 * Every migration in the folder, loaded from it: a new file cannot be forgotten in a list.
 * Each file exports one class whose name ends with the file's timestamp (TypeORM orders and
 * records migrations by that number).
 */
async function loadMigrations(): Promise<MigrationClass[]> {
  const files = fs
    .readdirSync(MIGRATIONS_FOLDER)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort();
  const loaded: MigrationClass[] = [];
  // One after another: jest's ESM loader fails on parallel imports sharing a dependency.
  for (const file of files) {
    const timestamp = MIGRATION_FILE.exec(file)![1];
    const href = pathToFileURL(path.join(MIGRATIONS_FOLDER, file)).href;
    const module = (await import(href)) as Record<string, unknown>;
    const classes = Object.values(module).filter(
      (value): value is MigrationClass =>
        typeof value === 'function' &&
        typeof (value.prototype as { up?: unknown } | undefined)?.up === 'function',
    );
    if (classes.length !== 1 || !classes[0].name.endsWith(timestamp)) {
      throw new Error(
        `Migration ${file} must export exactly one class whose name ends with ${timestamp}`,
      );
    }
    loaded.push(classes[0]);
  }
  return loaded;
}

export const migrations = await loadMigrations();
