import type { DataSource } from 'typeorm';
import { ANCHOR_STEP, idsAt } from './page-anchors.js';

/** A table of ids 1..n listed newest first, and a table_versions row the test can raise. */
function fakeTable(n: number) {
  let ids = Array.from({ length: n }, (_, i) => n - i);
  let version = 1;
  const reads: { from: number | undefined; skip: number }[] = [];
  const db = {
    query: () => Promise.resolve([{ name: 'job_requests', version }]),
  } as unknown as DataSource;
  const read = (from: number | undefined, skip: number, take: number) => {
    reads.push({ from, skip });
    const start = from === undefined ? 0 : ids.findIndex((id) => id <= from);
    return Promise.resolve(start < 0 ? [] : ids.slice(start + skip, start + skip + take));
  };
  return {
    db,
    read,
    reads,
    write(newIds: number[]) {
      ids = newIds;
      version += 1;
    },
  };
}

describe('idsAt (keyset anchors)', () => {
  it('gives the same ids as an offset, and later deep pages skip less than a step', async () => {
    const t = fakeTable(12_345);
    const page = (offset: number) => idsAt(t.db, 'job_requests', 'k', offset, 10, t.read);
    for (const offset of [0, 990, 1_000, 5_555, 12_340, 12_345, 20_000]) {
      const expected = Array.from({ length: 10 }, (_, i) => 12_345 - offset - i).filter(
        (id) => id > 0,
      );
      expect(await page(offset)).toEqual(expected);
    }
    t.reads.length = 0;
    expect(await page(5_990)).toEqual(Array.from({ length: 10 }, (_, i) => 12_345 - 5_990 - i));
    expect(t.reads).toEqual([{ from: 12_345 - 5_000, skip: 990 }]);
    expect(t.reads.every((r) => r.skip < ANCHOR_STEP)).toBe(true);
  });

  it('forgets the anchors when the table version changes', async () => {
    const t = fakeTable(3_000);
    expect(await idsAt(t.db, 'job_requests', 'k', 2_000, 2, t.read)).toEqual([1_000, 999]);
    t.write(Array.from({ length: 3_000 }, (_, i) => 5_000 - i));
    expect(await idsAt(t.db, 'job_requests', 'k', 2_000, 2, t.read)).toEqual([3_000, 2_999]);
  });

  it('shares one scan between concurrent first visits', async () => {
    const t = fakeTable(9_000);
    await Promise.all([1, 2, 3].map(() => idsAt(t.db, 'job_requests', 'k', 8_000, 5, t.read)));
    expect(t.reads.filter((r) => r.from === undefined)).toHaveLength(1);
  });
});
