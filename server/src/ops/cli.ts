/**
 * Operations run from a shell (README, Operations), with the app's own configuration:
 *
 *   npm run backup [-- --out <folder>]          (BACKUP_DIR, else ./backups)
 *   npm run restore -- <archive> [--force]
 *   npm run storage:migrate [-- --from <uploads folder>]
 *
 * Needs the built server (`npm run build -w server`; the Docker image has it).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/app-config.js';
import { createStorageDriver } from '../storage/storage.service.js';
import { backup, restore } from './backup.js';
import { migrateUploads, migrationEnds } from './storage-migrate.js';

/** Paths are read from where npm was started, not from server/. */
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      from: { type: 'string' },
      force: { type: 'boolean' },
    },
  });
  const [command, archive] = positionals;
  const config = loadConfig();
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  if (command === 'backup') {
    const out = fromCaller(values.out ?? process.env.BACKUP_DIR ?? 'backups');
    const driver = createStorageDriver(config);
    const report = await backup(config, out, driver).finally(() => driver.close());
    process.stdout.write(
      `Backed up the ${report.database} database and ${report.files} file(s) (${report.bytes} bytes) into ${report.archive} in ${seconds()} s\n`,
    );
  } else if (command === 'restore') {
    if (!archive) throw new Error('Name the archive: npm run restore -- <file.tar.gz>');
    const driver = createStorageDriver(config);
    const report = await restore(
      config,
      fromCaller(archive),
      { force: values.force },
      driver,
    ).finally(() => driver.close());
    process.stdout.write(
      `Restored the ${report.database} database and ${report.files} file(s) (${report.bytes} bytes) in ${seconds()} s; start the app now\n`,
    );
  } else if (command === 'storage-migrate') {
    const { source, target } = migrationEnds(config, values.from);
    try {
      const report = await migrateUploads(source, target);
      process.stdout.write(
        `Copied ${report.copied} file(s) (${report.bytes} bytes) from ${source.root} into the bucket; ${report.skipped} already there, in ${seconds()} s\n`,
      );
    } finally {
      target.close();
    }
  } else {
    throw new Error('Usage: cli.js backup|restore|storage-migrate');
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
