import type { DataSource } from 'typeorm';
import { readVersions } from '../../database/table-versions.js';

/**
 * Deep pages by keyset (issue 12): page 5,000 of a list ordered by id is an offset of 50,000
 * rows, read again on every visit. The id found at each 1,000th position is kept (an anchor)
 * while the table's version stays the same, so a deep page starts from the anchor below it:
 * `id <= anchor`, then at most 999 rows skipped. The first visit past an anchor still scans
 * once; concurrent first visits share that one scan.
 */
export const ANCHOR_STEP = 1000;

type Anchors = { versions: string; ids: Map<number, Promise<number | undefined>> };
const known = new WeakMap<DataSource, Map<string, Anchors>>();

/**
 * Reads the ids at `[offset, offset + limit)` of the list: `read(from, skip, take)` returns ids
 * in the list's order starting at id `from` (inclusive; undefined: the list's start).
 */
export async function idsAt(
  db: DataSource,
  table: string,
  key: string,
  offset: number,
  limit: number,
  read: (from: number | undefined, skip: number, take: number) => Promise<number[]>,
): Promise<number[]> {
  if (offset < ANCHOR_STEP) return read(undefined, offset, limit);
  let tables = known.get(db);
  if (!tables) known.set(db, (tables = new Map<string, Anchors>()));
  // The version read first: an anchor found after a write is never kept under the older one.
  const versions = await readVersions(db, [table]);
  const cacheKey = `${table}|${key}`;
  let anchors = tables.get(cacheKey);
  if (anchors?.versions !== versions) {
    if (tables.size >= 100) tables.clear();
    tables.set(cacheKey, (anchors = { versions, ids: new Map() }));
  }
  const position = offset - (offset % ANCHOR_STEP);
  let anchor = anchors.ids.get(position);
  if (!anchor) {
    // From the nearest anchor below, if any, so going deeper scans only the difference.
    let below = position - ANCHOR_STEP;
    while (below > 0 && !anchors.ids.has(below)) below -= ANCHOR_STEP;
    const start = below > 0 ? anchors.ids.get(below)! : Promise.resolve(undefined);
    anchor = start.then(async (from) =>
      below > 0 && from === undefined ? undefined : (await read(from, position - below, 1))[0],
    );
    anchors.ids.set(position, anchor);
    // A failed read is forgotten, not kept for every later visit.
    anchor.catch(() => anchors.ids.delete(position));
  }
  const from = await anchor;
  if (from === undefined) return []; // past the end
  return read(from, offset - position, limit);
}
