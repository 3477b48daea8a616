// Issue 24 item 15: no install may warn about engines. Every package in the lock must accept
// each Node version the project promises (the lowest of each line in package.json's engines).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const root = new URL('../', import.meta.url);
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8'));
const promised = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).engines.node;

const parse = (version) => {
  const [major = 0, minor = 0, patch = 0] = version
    .replace(/^v/, '')
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : 0));
  return [major, minor, patch];
};
const compare = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
const parts = (version) =>
  version
    .replace(/^v/, '')
    .split('.')
    .filter((p) => /^\d+$/.test(p)).length;

/** One comparator of a semver range ("^20.19.0", ">=18", "~4.1", "22.x", "*"). */
function accepts(comparator, version) {
  const match = /^(\^|~|>=|<=|>|<|=)?\s*v?([\dx*.]+)$/.exec(comparator.trim());
  if (!match) throw new Error(`Unreadable engines comparator "${comparator}"`);
  const [, op = '=', raw] = match;
  if (raw === '*' || raw === 'x') return true;
  const bound = parse(raw.replace(/\.?[x*]/g, ''));
  const given = parts(raw.replace(/\.?[x*]/g, ''));
  const cmp = compare(version, bound);
  const upper = (level) => {
    const next = [...bound];
    next[level] += 1;
    for (let i = level + 1; i < 3; i += 1) next[i] = 0;
    return compare(version, next) < 0;
  };
  switch (op) {
    case '>=':
      return cmp >= 0;
    case '>':
      return cmp > 0;
    case '<=':
      return cmp <= 0;
    case '<':
      return cmp < 0;
    case '^':
      return cmp >= 0 && upper(bound[0] > 0 || given < 2 ? 0 : bound[1] > 0 || given < 3 ? 1 : 2);
    case '~':
      return cmp >= 0 && upper(given < 2 ? 0 : 1);
    default:
      return given < 3 ? cmp >= 0 && upper(given - 1) : cmp === 0;
  }
}

/** The upper end of "a - b": a partial b ("20") means below the next one ("<21.0.0"). */
function upperOf(version) {
  const given = parts(version);
  if (given >= 3) return `<=${version}`;
  const next = parse(version);
  next[given - 1] += 1;
  return `<${next.join('.')}`;
}

/** A range: alternatives joined by ||, each comparators joined by spaces ("a - b" too). */
function satisfies(version, range) {
  return range.split('||').some((alternative) => {
    const hyphen = /^\s*(\S+)\s+-\s+(\S+)\s*$/.exec(alternative);
    const comparators = hyphen
      ? [`>=${hyphen[1]}`, upperOf(hyphen[2])]
      : alternative
          .trim()
          .replace(/(>=|<=|>|<|=)\s+/g, '$1')
          .split(/\s+/)
          .filter(Boolean);
    return comparators.every((comparator) => accepts(comparator, parse(version)));
  });
}

// The lowest version of each promised line: "^20.19.0 || ^22.12.0" → 20.19.0, 22.12.0.
const lowest = promised.split('||').map((line) => line.trim().replace(/^[\^~>=]+/, ''));

test('the range reader agrees with npm on the ranges packages use', () => {
  assert.equal(satisfies('20.19.0', '>=22'), false);
  assert.equal(satisfies('22.12.0', '>=22.12.0'), true);
  assert.equal(satisfies('20.19.0', '^20.19.0 || >=22.12.0'), true);
  assert.equal(satisfies('20.19.0', '>= 18'), true);
  assert.equal(satisfies('24.0.0', '^18.0.0 || ^20.0.0'), false);
  assert.equal(satisfies('20.19.0', '18 - 20'), true);
  assert.equal(satisfies('22.12.0', '20.x || 22.x'), true);
});

test(`every locked package accepts Node ${lowest.join(', ')} (no EBADENGINE warning)`, () => {
  const refused = [];
  for (const [where, entry] of Object.entries(lock.packages)) {
    const range = typeof entry.engines === 'object' ? entry.engines?.node : undefined;
    if (!where || !range) continue;
    for (const version of lowest) {
      if (!satisfies(version, range)) refused.push(`${where} (${range}) refuses ${version}`);
    }
  }
  assert.deepEqual(refused, []);
});
