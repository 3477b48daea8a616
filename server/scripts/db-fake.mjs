// `npm run db:fake -- --job-requests 1000000 --courses 100000 --users 200000`
// Fills the configured database (DATABASE_URL, else the SQLite file in DATA_DIR) with fake rows
// for measuring the dashboard at size. Batched multi-row INSERTs in transactions; migrates first.
// Needs the server built (`npm run build -w server`). Never run it against production.
import { parseArgs } from 'node:util';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const { values: args } = parseArgs({
  options: {
    'job-requests': { type: 'string', default: '0' },
    courses: { type: 'string', default: '0' },
    users: { type: 'string', default: '0' },
  },
});
const counts = {
  jobRequests: Number(args['job-requests']),
  courses: Number(args.courses),
  users: Number(args.users),
};
for (const [name, n] of Object.entries(counts)) {
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name}: a whole number, got ${n}`);
}
if (process.env.NODE_ENV === 'production') throw new Error('db:fake refuses NODE_ENV=production');

const dist = path.resolve(import.meta.dirname, '..', 'dist');
const { default: dataSource } = await import(pathToFileURL(path.join(dist, 'data-source.js')).href);

const FIRST = [
  'Mohamed',
  'Ahmed',
  'Mahmoud',
  'Omar',
  'Youssef',
  'Ali',
  'Hassan',
  'Karim',
  'Mostafa',
  'Amr',
  'Nour',
  'Sara',
  'Mariam',
  'Fatma',
  'Aya',
  'Salma',
  'Hana',
  'Laila',
  'Yasmin',
  'Rana',
];
const LAST = [
  'Ibrahim',
  'Abdelrahman',
  'El-Sayed',
  'Mansour',
  'Fahmy',
  'Saleh',
  'Hegazy',
  'Farouk',
  'Naguib',
  'Soliman',
  'Khalil',
  'Ramadan',
  'Gamal',
  'Shawky',
  'Zaki',
  'Lotfy',
  'Badawi',
  'Hamdy',
];
const COUNTRIES = ['Egypt', 'Saudi Arabia', 'United Arab Emirates', 'Kuwait', 'Oman', 'Libya'];
const GRADES = ['Excellent', 'Very good', 'Good', 'Fair'];
const DISCIPLINES = ['Production', 'Drilling', 'Reservoir', 'Completion', 'HSE', 'Petrophysics'];
const TOPICS = [
  'ESP design',
  'Gas lift',
  'Well testing',
  'Waterflooding',
  'Sucker rod pumps',
  'Nodal analysis',
  'Well integrity',
  'Sand control',
  'PVT analysis',
  'Artificial lift',
];

let seed = 42;
/** A small fixed-seed generator: the same rows on every run. */
function random() {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
}
const pick = (list) => list[Math.floor(random() * list.length)];
const stamp = (i) =>
  new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString().slice(0, 19).replace('T', ' ');
const name = () => `${pick(FIRST)} ${pick(FIRST)} ${pick(LAST)}`;

async function insertMany(table, columns, total, row) {
  if (!total) return;
  // SQLite takes at most 32,766 parameters a statement.
  const batch = Math.floor(32_000 / columns.length);
  const started = Date.now();
  const runner = dataSource.createQueryRunner();
  const q = (id) => dataSource.driver.escape(id);
  try {
    for (let from = 0; from < total; from += batch) {
      const rows = [];
      for (let i = from; i < Math.min(total, from + batch); i += 1) rows.push(row(i));
      const sql =
        `INSERT INTO ${q(table)} (${columns.map(q).join(', ')}) VALUES ` +
        rows.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
      await runner.startTransaction();
      await runner.query(sql, rows.flat());
      await runner.commitTransaction();
      if ((from / batch) % 50 === 0) process.stdout.write(`\r${table}: ${from + rows.length}`);
    }
  } finally {
    await runner.release();
  }
  console.log(`\r${table}: ${total} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

await dataSource.initialize();
await dataSource.runMigrations();
const tag = Date.now().toString(36);
try {
  const [{ id: categoryId }] = await dataSource
    .query('SELECT id FROM categories ORDER BY id LIMIT 1')
    .then(async (found) => {
      if (found.length) return found;
      await dataSource.query(
        'INSERT INTO categories (title, created_at, updated_at) VALUES (?, ?, ?)',
        [`Fake category ${tag}`, stamp(0), stamp(0)],
      );
      return dataSource.query('SELECT id FROM categories ORDER BY id LIMIT 1');
    });
  const subs = await dataSource.query(
    'SELECT id FROM sub_categories WHERE category_id = ? LIMIT 1',
    [categoryId],
  );
  if (!subs.length) {
    await dataSource.query(
      'INSERT INTO sub_categories (title, category_id, created_at, updated_at) VALUES (?, ?, ?, ?)',
      [`Fake group ${tag}`, categoryId, stamp(0), stamp(0)],
    );
  }
  const [{ id: subCategoryId }] = await dataSource.query(
    'SELECT id FROM sub_categories WHERE category_id = ? ORDER BY id LIMIT 1',
    [categoryId],
  );

  await insertMany(
    'courses',
    [
      'name',
      'classification',
      'discipline',
      'price',
      'description',
      'location',
      'time',
      'instructor',
      'category_id',
      'sub_category_id',
      'created_at',
      'updated_at',
    ],
    counts.courses,
    (i) => [
      `${pick(TOPICS)} ${tag}-${i}`,
      pick(['Beginner', 'Intermediate', 'Advanced']),
      pick(DISCIPLINES),
      1000 + (i % 200) * 100,
      '<p>A fake course for measuring.</p>',
      'Cairo',
      '5 days',
      name(),
      categoryId,
      subCategoryId,
      stamp(i),
      stamp(i),
    ],
  );

  // One argon2 hash shared by every fake account: nobody signs in with them.
  const hash =
    '$argon2id$v=19$m=19456,t=2,p=1$ZmFrZWZha2VmYWtl$0000000000000000000000000000000000000000000';
  await insertMany(
    'users',
    ['name', 'email', 'phone', 'company', 'role', 'password_hash', 'created_at', 'updated_at'],
    counts.users,
    (i) => [
      name(),
      `fake-${tag}-${i}@example.com`,
      `0${tag}${i}`.slice(0, 32),
      'Fake Petroleum Co',
      1997,
      hash,
      stamp(i),
      stamp(i),
    ],
  );

  let jobIds = (await dataSource.query('SELECT id FROM jobs ORDER BY id LIMIT 20')).map(
    (r) => r.id,
  );
  if (counts.jobRequests && !jobIds.length) {
    await insertMany(
      'jobs',
      ['title', 'category', 'description', 'type', 'created_at', 'updated_at'],
      5,
      (i) => [
        `${pick(TOPICS)} engineer ${tag}`,
        pick(DISCIPLINES),
        '<p>Fake job.</p>',
        'all',
        stamp(i),
        stamp(i),
      ],
    );
    jobIds = (await dataSource.query('SELECT id FROM jobs ORDER BY id LIMIT 20')).map((r) => r.id);
  }
  await insertMany(
    'job_requests',
    ['job_id', 'full_name', 'country', 'email', 'phone', 'gpa', 'cv', 'created_at', 'updated_at'],
    counts.jobRequests,
    (i) => [
      jobIds[i % jobIds.length],
      name(),
      pick(COUNTRIES),
      `applicant-${tag}-${i}@example.com`,
      `01${String(i).padStart(9, '0')}`,
      pick(GRADES),
      `cv/fake-${tag}-${i}.pdf`,
      stamp(i),
      stamp(i),
    ],
  );
  // Raw inserts raise no table version: tell running servers that these tables changed.
  for (const table of ['courses', 'jobs']) {
    await dataSource.query('UPDATE table_versions SET version = version + 1 WHERE name = ?', [
      table,
    ]);
  }
} finally {
  await dataSource.destroy();
}
