import fs from 'node:fs';
import { MIGRATION_FILE, MIGRATIONS_FOLDER, migrations } from './migrations.js';

describe('migrations', () => {
  it('runs every file of the migrations folder, in timestamp order', () => {
    const files = fs.readdirSync(MIGRATIONS_FOLDER).filter((file) => !file.endsWith('.map'));
    // A file the loader would skip (misnamed) is a migration that would never run.
    expect(files.filter((file) => !MIGRATION_FILE.test(file))).toEqual([]);
    const stamps = files.map((file) => MIGRATION_FILE.exec(file)![1]).sort();
    expect(migrations.map((migration) => migration.name.slice(-13))).toEqual(stamps);
    expect(migrations.length).toBeGreaterThanOrEqual(4);
  });
});
