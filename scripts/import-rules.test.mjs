// Proves that `npm run lint` fails on a new import cycle and on an import against the
// boundaries of import-boundaries.mjs (in server/src, its allowed-dependencies table): writes
// small files into the workspaces, lints them with the repository's own configuration, and
// removes them again; and that a table with a cycle, or missing an entry, is refused.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ESLint } from 'eslint';
import { SERVER_DEPENDENCIES, serverZones } from '../import-boundaries.mjs';

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

const importing = (target, name) =>
  `import { ${name} } from '${target}';\n\nexport const proof = ${name}.name;\n`;

before(async () => {
  // Inside an existing folder: a new top-level folder of server/src must first join the table.
  files.cycleA = write(
    `server/src/common/${tag}/a.ts`,
    "import { b } from './b.js';\n\nexport const a = (): number => b() + 1;\n",
  );
  files.cycleB = write(
    `server/src/common/${tag}/b.ts`,
    "import { a } from './a.js';\n\nexport const b = (): number => (a.length ? 1 : 0);\n",
  );
  files.groundUp = write(
    `server/src/common/${tag}.ts`,
    importing('../courses/courses.module.js', 'CoursesModule'),
  );
  files.modelUp = write(
    `server/src/model/${tag}.ts`,
    importing('../booking/booking.module.js', 'BookingModule'),
  );
  files.catalogueUp = write(
    `server/src/courses/${tag}.ts`,
    importing('../booking/booking.module.js', 'BookingModule'),
  );
  // A mutual pair: users builds on auth, so auth importing users is refused.
  files.usersOnAuth = write(
    `server/src/users/${tag}.ts`,
    importing('../auth/auth.module.js', 'AuthModule'),
  );
  files.authOnUsers = write(
    `server/src/auth/${tag}.ts`,
    importing('../users/users.module.js', 'UsersModule'),
  );
  files.paymentsToSessions = write(
    `server/src/payments/${tag}.ts`,
    importing('../sessions/sessions.module.js', 'SessionsModule'),
  );
  files.sessionsToPayments = write(
    `server/src/sessions/${tag}.ts`,
    importing('../payments/payments.module.js', 'PaymentsModule'),
  );
  // Booking announces its events; sessions listen. Booking importing sessions is refused.
  files.sessionsOnBooking = write(
    `server/src/sessions/${tag}-booking.ts`,
    importing('../booking/booking.module.js', 'BookingModule'),
  );
  files.bookingToSessions = write(
    `server/src/booking/${tag}.ts`,
    importing('../sessions/sessions.module.js', 'SessionsModule'),
  );
  files.bookingOnPayments = write(
    `server/src/booking/${tag}-payments.ts`,
    importing('../payments/payments.module.js', 'PaymentsModule'),
  );
  files.featureToFeature = write(
    `public-site/src/features/courses/${tag}.ts`,
    "import { isDashboardPath } from '@/features/auth/lib/landing';\n\nexport const proof = isDashboardPath('/x');\n",
  );
  files.clean = write(
    `server/src/courses/${tag}-clean.ts`,
    importing('../model/course.entity.js', 'Course'),
  );
  const eslint = new ESLint({ cwd: root });
  results = new Map(
    (await eslint.lintFiles(Object.values(files))).map((result) => [result.filePath, result]),
  );
});

after(() => {
  for (const file of written) fs.rmSync(file, { force: true });
  fs.rmSync(path.join(root, `server/src/common/${tag}`), { recursive: true, force: true });
});

const rulesOf = (file) => results.get(file).messages.map((message) => message.ruleId);

/** Refused by the server's allowed-dependencies table, and the message says so. */
function refusedByTable(file) {
  assert.deepEqual(rulesOf(file), ['import-x/no-restricted-paths']);
  assert.match(results.get(file).messages[0].message, /SERVER_DEPENDENCIES/);
}

test('a new import cycle fails lint', () => {
  assert.ok(rulesOf(files.cycleA).includes('import-x/no-cycle'));
  assert.ok(rulesOf(files.cycleB).includes('import-x/no-cycle'));
});

test('shared server code and the model importing a feature module fail lint', () => {
  refusedByTable(files.groundUp);
  refusedByTable(files.modelUp);
  assert.match(
    results.get(files.modelUp).messages[0].message,
    /server\/src\/model may import only config, common\b/,
  );
});

test('the catalogue importing what is built on it fails lint', () => {
  refusedByTable(files.catalogueUp);
});

test('of a mutual folder pair, the direction against the table fails lint', () => {
  assert.deepEqual(results.get(files.usersOnAuth).messages, []);
  refusedByTable(files.authOnUsers);
});

test('payments and sessions never import each other; sessions listen to booking, not the reverse', () => {
  refusedByTable(files.paymentsToSessions);
  refusedByTable(files.sessionsToPayments);
  refusedByTable(files.bookingToSessions);
  assert.deepEqual(results.get(files.sessionsOnBooking).messages, []);
  assert.deepEqual(results.get(files.bookingOnPayments).messages, []);
});

test('a public-site feature importing another feature fails lint', () => {
  assert.deepEqual(rulesOf(files.featureToFeature), ['import-x/no-restricted-paths']);
});

test('an import that respects the boundaries passes', () => {
  assert.deepEqual(results.get(files.clean).messages, []);
});

test('an allowed-dependencies table with a cycle is refused at load, naming the cycle', () => {
  const table = { ...SERVER_DEPENDENCIES, common: ['config', 'database', 'model'] };
  assert.throws(
    () => serverZones(root, table),
    /has a cycle: (common -> model -> common|model -> common -> model)\b/,
  );
  const longer = { a: ['b'], b: ['c'], c: ['a'] };
  assert.throws(() => serverZones(root, longer, ['a', 'b', 'c']), /cycle: a -> b -> c -> a\b/);
});

test('a server/src entry missing from the table is refused at load', () => {
  const without = Object.fromEntries(
    Object.entries(SERVER_DEPENDENCIES)
      .filter(([entry]) => entry !== 'model')
      .map(([entry, allowed]) => [entry, allowed.filter((name) => name !== 'model')]),
  );
  assert.throws(
    () => serverZones(root, without),
    /server\/src\/model is not in the allowed-dependencies table/,
  );
  assert.throws(
    () => serverZones(root, { ...SERVER_DEPENDENCIES, model: ['comon'] }),
    /lets "model" import comon, which the table does not list/,
  );
});

test("the repository's own table is acyclic and covers every entry of server/src", () => {
  const zones = serverZones(root);
  assert.ok(zones.some((zone) => zone.target === './server/src/model'));
});
