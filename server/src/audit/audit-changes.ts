/** What a write changed, as the audit trail keeps it: only changed fields, secrets hidden. */
export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

/** Columns never recorded: their values are secrets (a hash still tells too much). */
const SECRET = /password|hash|token|secret/i;
/** Stored file keys: the trail says a file changed, never which private key holds it. */
const FILES = new Set(['cv', 'certificate', 'image', 'profile_image']);
/** Long texts (a course description) are cut: the trail shows what changed, not archives. */
const MAX_TEXT = 1000;
/** Columns that change on every write and say nothing, or repeat others (a search key). */
const NOISE = new Set(['created_at', 'updated_at', 'search_ar']);

const shown = (column: string, value: unknown): unknown => {
  if (value === undefined || value === null) return null;
  if (FILES.has(column)) return '(file)';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && value.length > MAX_TEXT) return `${value.slice(0, MAX_TEXT)}…`;
  if (typeof value === 'object') return JSON.stringify(value).slice(0, MAX_TEXT);
  return value;
};

const same = (a: unknown, b: unknown): boolean => {
  if (a instanceof Date || b instanceof Date) {
    return new Date(a as string).getTime() === new Date(b as string).getTime();
  }
  // MySQL gives booleans as 0/1, decimals as strings: compare what they mean.
  if (typeof a === 'boolean' || typeof b === 'boolean') return Boolean(a) === Boolean(b);
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b);
  return (a ?? null) === (b ?? null);
};

/**
 * The changed fields among `columns` between `before` (undefined for a create) and `after`
 * (undefined for a delete). A secret column that changed is recorded as '(changed)', with no
 * value, under a name without "hash" (passwordHash → password).
 */
export function fieldChanges(
  columns: readonly string[],
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): FieldChanges {
  const changes: FieldChanges = {};
  for (const column of columns) {
    if (NOISE.has(column)) continue;
    const old = before?.[column];
    const now = after?.[column];
    if (before && after && (now === undefined || same(old, now))) continue;
    if (!before && (now === undefined || now === null)) continue;
    if (!after && (old === undefined || old === null)) continue;
    if (SECRET.test(column)) {
      changes[column.replace(/_?hash$/i, '')] = { before: null, after: '(changed)' };
      continue;
    }
    changes[column] = {
      before: before ? shown(column, old) : null,
      after: after ? shown(column, now) : null,
    };
  }
  return changes;
}
