// Proves that `npm run lint` fails on a new import cycle and on an import against the
// boundaries of import-boundaries.mjs: writes small files into the workspaces, lints them with
// the repository's own configuration, and removes them again.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');
const tag = `lint-proof-${process.pid}`;
const written = [];

function write(relative, text) {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  written.push(file);
  return file;
}

let results;
const files = {};

before(async () => {
  files.cycleA = write(
    `server/src/${tag}/a.ts`,
    "import { b } from './b.js';\n\nexport const a = (): number => b() + 1;\n",
  );
  files.cycleB = write(
    `server/src/${tag}/b.ts`,
    "import { a } from './a.js';\n\nexport const b = (): number => (a.length ? 1 : 0);\n",
  );
  files.groundUp = write(
    `server/src/common/${tag}.ts`,
    "import { Course } from '../courses/course.entity.js';\n\nexport const table = Course.name;\n",
  );
  files.catalogueUp = write(
    `server/src/courses/${tag}.ts`,
    "import { Purchase } from '../purchases/purchase.entity.js';\n\nexport const table = Purchase.name;\n",
  );
  files.paymentsToSessions = write(
    `server/src/payments/${tag}.ts`,
    "import { CourseSession } from '../sessions/course-session.entity.js';\n\nexport const table = CourseSession.name;\n",
  );
  files.sessionsToPayments = write(
    `server/src/sessions/${tag}.ts`,
    "import { PaymentOrder } from '../payments/payment-order.entity.js';\n\nexport const table = PaymentOrder.name;\n",
  );
  files.bookingOnBoth = write(
    `server/src/booking/${tag}.ts`,
    "import { PaymentOrder } from '../payments/payment-order.entity.js';\nimport { CourseSession } from '../sessions/course-session.entity.js';\n\nexport const tables = [PaymentOrder.name, CourseSession.name];\n",
  );
  files.featureToFeature = write(
    `public-site/src/features/courses/${tag}.ts`,
    "import { isDashboardPath } from '@/features/auth/lib/landing';\n\nexport const proof = isDashboardPath('/x');\n",
  );
  files.clean = write(
    `server/src/courses/${tag}-clean.ts`,
    "import { Course } from './course.entity.js';\n\nexport const table = Course.name;\n",
  );
  const eslint = new ESLint({ cwd: root });
  results = new Map(
    (await eslint.lintFiles(Object.values(files))).map((result) => [result.filePath, result]),
  );
});

after(() => {
  for (const file of written) fs.rmSync(file, { force: true });
  fs.rmSync(path.join(root, `server/src/${tag}`), { recursive: true, force: true });
});

const rulesOf = (file) => results.get(file).messages.map((message) => message.ruleId);

test('a new import cycle fails lint', () => {
  assert.ok(rulesOf(files.cycleA).includes('import-x/no-cycle'));
  assert.ok(rulesOf(files.cycleB).includes('import-x/no-cycle'));
});

test('shared server code importing a feature module fails lint', () => {
  assert.deepEqual(rulesOf(files.groundUp), ['import-x/no-restricted-paths']);
});

test('the catalogue importing what is built on it fails lint', () => {
  assert.deepEqual(rulesOf(files.catalogueUp), ['import-x/no-restricted-paths']);
});

test('payments and sessions importing each other fails lint (the booking context composes them)', () => {
  assert.deepEqual(rulesOf(files.paymentsToSessions), ['import-x/no-restricted-paths']);
  assert.deepEqual(rulesOf(files.sessionsToPayments), ['import-x/no-restricted-paths']);
  assert.deepEqual(results.get(files.bookingOnBoth).messages, []);
});

test('a public-site feature importing another feature fails lint', () => {
  assert.deepEqual(rulesOf(files.featureToFeature), ['import-x/no-restricted-paths']);
});

test('an import that respects the boundaries passes', () => {
  assert.deepEqual(results.get(files.clean).messages, []);
});
