import { jest } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { newestMatches, SEARCH_WINDOW, type SearchPass, type SearchRange } from './word-search.js';

/** A MySQL table of ids 1..top where every `every`-th id matches; records each pass asked for. */
function table(top: number, every: number) {
  const query = jest.fn(() => Promise.resolve([{ top }]));
  const db = { options: { type: 'mariadb' }, query } as unknown as DataSource;
  const passes: { pass: SearchPass; range: SearchRange }[] = [];
  const run = (pass: SearchPass, range: SearchRange) => {
    passes.push({ pass, range });
    const ids: number[] = [];
    if (pass === 'index') {
      for (let id = top; id > 0 && ids.length < range.limit; id -= 1) {
        if (id % every === 0) ids.push(id);
      }
      return Promise.resolve(ids);
    }
    for (let id = range.ceiling ?? top; id > (range.floor ?? 0); id -= 1) {
      if (ids.length >= range.limit) break;
      if (id % every === 0) ids.push(id);
    }
    return Promise.resolve(ids);
  };
  return { db, query, run, passes };
}

/** The newest `limit` matches, computed directly. */
const expected = (top: number, every: number, limit: number) =>
  Array.from(
    { length: Math.floor(top / every) },
    (_, i) => (Math.floor(top / every) - i) * every,
  ).slice(0, limit);

describe('newestMatches: newest rows first, each read where the last stopped', () => {
  const saved = { ...SEARCH_WINDOW };
  beforeEach(() => Object.assign(SEARCH_WINDOW, { rows: 20_000, sample: 2_000 }));
  afterAll(() => Object.assign(SEARCH_WINDOW, saved));

  it('a common word: the sample, then the window from where it stopped, no row read twice', async () => {
    const { db, run, passes } = table(1_000_000, 9);
    const ids = await newestMatches(db, 'common_word', 500, run);
    expect(ids).toEqual(expected(1_000_000, 9, 500));
    expect(passes.map(({ range }) => range)).toEqual([
      { floor: 998_000, ceiling: undefined, limit: 500 },
      // 223 in the sample; the window's read stops at the 277th match (about 2,500 rows on).
      { floor: 980_000, ceiling: 998_000, limit: 277 },
    ]);
  });

  it('a rare word reads on through the window, then asks the index for the rest', async () => {
    const { db, run, passes } = table(1_000_000, 1_500);
    const ids = await newestMatches(db, 'rare_word', 500, run);
    expect(ids).toEqual(expected(1_000_000, 1_500, 500));
    expect(
      passes.map(({ pass, range }) => [pass, range.floor, range.ceiling, range.limit]),
    ).toEqual([
      ['scan', 998_000, undefined, 500],
      ['scan', 980_000, 998_000, 499],
      ['index', undefined, undefined, 500],
    ]);
  });

  it('a word the sample lacks goes to the index at once; a small table is read whole', async () => {
    const big = table(1_000_000, 7_001);
    await newestMatches(big.db, 'absent_word', 500, big.run);
    expect(big.passes.map(({ pass }) => pass)).toEqual(['scan', 'index']);
    const small = table(300, 7);
    expect(await newestMatches(small.db, 'small_table', 500, small.run)).toEqual(
      expected(300, 7, 500),
    );
    expect(small.passes).toEqual([{ pass: 'scan', range: { limit: 500 } }]);
  });

  it('reads the newest id at most once a second per table; a newer row is still found', async () => {
    const { db, query, run } = table(100_000, 3);
    await newestMatches(db, 'cached_top', 10, run);
    await newestMatches(db, 'cached_top', 10, run);
    expect(query).toHaveBeenCalledTimes(1);
    // Rows added since lie above every floor: the first read has no ceiling.
    const grown = table(100_030, 3);
    const ids = await newestMatches(db, 'cached_top', 10, grown.run);
    expect(ids).toEqual(expected(100_030, 3, 10));
  });
});
