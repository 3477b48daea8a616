// `npm run migration:create -w server -- AddCourseLevel`: writes
// src/database/migrations/<timestamp>-add-course-level.ts from the template below. The server
// loads every file of that folder at start (src/database/migrations.ts): nothing to register.
import fs from 'node:fs';
import path from 'node:path';

const name = process.argv[2];
if (!name || !/^[A-Z][A-Za-z0-9]*$/.test(name)) {
  console.error('Usage: npm run migration:create -w server -- NameInPascalCase');
  process.exit(1);
}
const timestamp = Date.now();
const kebab = name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const folder = path.resolve(import.meta.dirname, '..', 'src', 'database', 'migrations');
const file = path.join(folder, `${timestamp}-${kebab}.ts`);
const table = kebab.replace(/-/g, '_');

fs.writeFileSync(
  file,
  `import type { MigrationInterface, QueryRunner } from 'typeorm';
import { bool, rowTable, str, text } from '../columns.js';

/** TODO: say why (the issue and what it adds). The helpers mean the same on MySQL and SQLite. */
export class ${name}${timestamp} implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    // A new table: id, these columns, created_at and updated_at. For a column on an existing
    // table: await db.addColumn('table', new TableColumn(str('name'))).
    const columns = [str('title'), text('body', true), bool('published', true)];
    await db.createTable(rowTable('${table}', columns));
  }

  async down(db: QueryRunner): Promise<void> {
    await db.dropTable('${table}');
  }
}
`,
);
console.log(`Created ${path.relative(process.cwd(), file)}`);
