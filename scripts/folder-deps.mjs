#!/usr/bin/env node
// How the top-level entries of server/src import each other, measured against the
// allowed-dependencies table (SERVER_DEPENDENCIES in import-boundaries.mjs): folder edges, mutual
// pairs, and the imports the table does not allow ("back up" against its order). Lint refuses
// the latter; this prints them all at once, for a closing note's before/after.
//
//   node scripts/folder-deps.mjs [--edges] [server/src folder, default this repository's]
//
// Tests (*.spec.ts, *.test.ts) are left out, as lint's zones leave them out.
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_DEPENDENCIES } from '../import-boundaries.mjs';

const args = process.argv.slice(2);
const showEdges = args.includes('--edges');
const src = path.resolve(
  args.find((arg) => !arg.startsWith('--')) ??
    path.join(import.meta.dirname, '..', 'server', 'src'),
);

const walk = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
const files = walk(src).filter((file) => /\.ts$/.test(file) && !/\.(spec|test)\.ts$/.test(file));
const entryOf = (file) => path.relative(src, file).split(path.sep)[0].replace(/\.ts$/, '');

// import … from './x', export … from './x', import './x', import('./x'): relative ones only.
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"](\.[^'"]+)['"]|(?:^|[\s;])import\s*['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** Every import between two entries: `${from} -> ${to}` → ["file : specifier", ...]. */
const edges = new Map();
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    const target = path.resolve(path.dirname(file), specifier);
    if (!target.startsWith(src + path.sep)) continue;
    const from = entryOf(file);
    const to = entryOf(target.replace(/\.js$/, '.ts'));
    if (from === to) continue;
    const key = `${from} -> ${to}`;
    edges.set(key, [...(edges.get(key) ?? []), `${path.relative(src, file)} : ${specifier}`]);
  }
}

const pairs = [...edges.keys()].map((key) => key.split(' -> '));
const mutual = pairs.filter(([from, to]) => from < to && edges.has(`${to} -> ${from}`));
const inTable = (entry) => entry in SERVER_DEPENDENCIES;
// Back up: both ends are in the table, and the table does not let the one import the other.
const against = pairs.filter(
  ([from, to]) => inTable(from) && inTable(to) && !SERVER_DEPENDENCIES[from].includes(to),
);
const unplaced = pairs.filter(([from, to]) => !inTable(from) || !inTable(to));
const count = (list) =>
  list.reduce((sum, [from, to]) => sum + edges.get(`${from} -> ${to}`).length, 0);

console.log(`server/src: ${path.relative(process.cwd(), src) || '.'}`);
console.log(`folder edges: ${edges.size} (${count(pairs)} imports)`);
console.log(`mutual pairs: ${mutual.length}`);
for (const [a, b] of mutual) console.log(`  ${a} <-> ${b}`);
console.log(
  `against the table ("back up"): ${count(against)} imports over ${against.length} edges`,
);
for (const [from, to] of against) {
  console.log(`  ${from} -> ${to}`);
  for (const line of edges.get(`${from} -> ${to}`)) console.log(`      ${line}`);
}
if (unplaced.length) {
  const entries = [...new Set(unplaced.flat())].filter((entry) => !inTable(entry));
  console.log(
    `with an entry the table does not know (${entries.join(', ')}): ${count(unplaced)} imports over ${unplaced.length} edges`,
  );
}
if (showEdges) {
  console.log('edges:');
  for (const [key, lines] of [...edges].sort()) console.log(`  ${key} ${lines.length}`);
}
