import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import { contentTypeOf, createStorageDriver } from '../storage/storage.service.js';
import { LocalDriver, type StorageDriver } from '../storage/storage-driver.js';

export interface MigrateReport {
  copied: number;
  skipped: number;
  bytes: number;
}

/**
 * Copies every file of a local uploads folder (DATA_DIR/uploads: public/... and private/...)
 * into the configured bucket under the same keys, so the database's keys keep naming them.
 * Idempotent: an object already there with the same size is skipped (keys are random names
 * written once, so a same-sized object under the same key is that file), and a run cut short
 * is finished by running it again. The local folder is left as it is.
 */
export async function migrateUploads(
  source: LocalDriver,
  target: StorageDriver,
): Promise<MigrateReport> {
  const report: MigrateReport = { copied: 0, skipped: 0, bytes: 0 };
  await target.check();
  for await (const object of source.list()) {
    const there = await target.stat(object.key);
    if (there?.size === object.size) {
      report.skipped++;
      continue;
    }
    await target.put(
      object.key,
      createReadStream(source.file(object.key)),
      contentTypeOf(object.key),
    );
    report.copied++;
    report.bytes += object.size;
  }
  return report;
}

/** The source folder (`--from`, else DATA_DIR/uploads) and the configured bucket. */
export function migrationEnds(config: AppConfig, from?: string) {
  if (config.storage !== 's3') {
    throw new Error('storage:migrate copies into S3: set S3_BUCKET (and S3_ENDPOINT, keys) first');
  }
  const root = path.resolve(
    process.env.INIT_CWD ?? process.cwd(),
    from ?? path.join(config.dataDir, 'uploads'),
  );
  return { source: new LocalDriver(root), target: createStorageDriver(config) };
}
