#!/usr/bin/env node
// `npm test -w server`: jest, with the arguments given. On a shared MySQL/MariaDB database
// (TEST_DATABASE_URL) the files run one after another in one process, and that process keeps
// part of every file's application it has run (about 70 MB a file, measured with
// --logHeapUsage): past 60 files the heap nears Node's limit and the files crawl. So there the
// files run in parts, each part a fresh process, one part after another.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const jest = fileURLToPath(new URL('../../node_modules/jest/bin/jest.js', import.meta.url));
const args = process.argv.slice(2);
const run = (extra) =>
  spawnSync(
    process.execPath,
    ['--experimental-vm-modules', '--no-warnings', jest, ...args, ...extra],
    { stdio: 'inherit' },
  ).status ?? 1;

const PARTS = 5;
const parted = process.env.TEST_DATABASE_URL && !args.some((arg) => arg.startsWith('--shard'));
let status = 0;
if (parted) {
  for (let part = 1; part <= PARTS; part += 1) {
    console.log(`\nServer tests on the shared database, part ${part} of ${PARTS}`);
    // Every part runs; the first failure decides the exit code.
    const code = run([`--shard=${part}/${PARTS}`, '--passWithNoTests']);
    status ||= code;
  }
} else {
  status = run([]);
}
process.exit(status);
