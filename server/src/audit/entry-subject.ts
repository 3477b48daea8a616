import type { EntityManager, EntityMetadata } from 'typeorm';
import { COMPANY_TIME_ZONE } from '../common/cairo-time.js';
import type { StoredChange } from './entry-sentence.js';

type Row = Record<string, unknown>;

/** Columns that name a row, in the order a sentence prefers them. */
const NAME_COLUMNS = ['full_name', 'name', 'title', 'subject', 'email'];
const DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: COMPANY_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const MAX_SUBJECT = 191;

const ownName = (row: Row): string | null => {
  for (const column of NAME_COLUMNS) {
    const value = row[column];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
};

const idOf = (value: unknown): number | null => {
  const id = typeof value === 'number' ? value : Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

async function nameOfId(
  manager: EntityManager,
  metadata: EntityMetadata,
  id: number,
  depth: number,
): Promise<string | null> {
  const row = (await manager.getRepository<Row>(metadata.target).findOneBy({ id })) ?? undefined;
  return row ? subjectOf(manager, metadata, row, depth) : null;
}

/**
 * What a row is called, as the trail keeps it beside the entry (issue 26 item 13): its own
 * name (an applicant's, a course's title), else the names of what it belongs to ("Omar Hassan,
 * Well Testing" for a certificate, "Well Testing, 3 Dec 2026" for a session). Read when the
 * entry is written, so the sentence still names a record that was renamed or deleted since.
 */
export async function subjectOf(
  manager: EntityManager,
  metadata: EntityMetadata,
  row: Row | undefined,
  depth = 2,
): Promise<string | null> {
  if (!row) return null;
  const own = ownName(row);
  if (own) return own.slice(0, MAX_SUBJECT);
  if (depth <= 0) return null;
  const pieces = new Set<string>();
  for (const relation of metadata.manyToOneRelations) {
    const column = relation.joinColumns[0]?.databaseName;
    // A row that keeps its author's name (a reply, a stage change) is about its other
    // references, not its author; a mail is bookkeeping.
    if (column === 'user_id' && 'user_name' in row) continue;
    if (relation.inverseEntityMetadata.tableName === 'mail_outbox') continue;
    const id = column ? idOf(row[column]) : null;
    if (id === null) continue;
    const name = await nameOfId(manager, relation.inverseEntityMetadata, id, depth - 1);
    for (const piece of name?.split(', ') ?? []) pieces.add(piece);
  }
  const start = row.starts_at;
  if (start instanceof Date || typeof start === 'string') {
    const date = new Date(start);
    if (!Number.isNaN(date.getTime())) pieces.add(DAY.format(date));
  }
  return pieces.size ? [...pieces].join(', ').slice(0, MAX_SUBJECT) : null;
}

/**
 * Adds the names of referenced rows to the changes of their columns (owner_id 3 → "Layla"),
 * so the sentence reads a name, not an id, whatever happens to that row later.
 */
export async function nameReferences(
  manager: EntityManager,
  metadata: EntityMetadata,
  changes: Record<string, StoredChange>,
): Promise<void> {
  for (const relation of metadata.manyToOneRelations) {
    const column = relation.joinColumns[0]?.databaseName;
    const change = column ? changes[column] : undefined;
    if (!change) continue;
    for (const side of ['before', 'after'] as const) {
      const id = idOf(change[side]);
      if (id === null) continue;
      const name = await nameOfId(manager, relation.inverseEntityMetadata, id, 1);
      if (name) change[`${side}_name`] = name;
    }
  }
}
