import { jest } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { isDatabaseUnavailable } from './connection-errors.js';
import { versionsIn, VersionsTimeout, VersionWatch } from './table-versions.js';

/** A database whose version reads are answered by the test, one by one. */
function fakeDatabase() {
  const pending: { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }[] = [];
  const db = {
    query: jest.fn(
      () =>
        new Promise<unknown[]>((resolve, reject) => {
          pending.push({ resolve, reject });
        }),
    ),
  };
  const answer = (version: number) =>
    pending.shift()!.resolve([
      { name: 'courses', version },
      { name: 'jobs', version: 7 },
    ]);
  return { db: db as unknown as DataSource, query: db.query, pending, answer };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('VersionWatch: one read for many requests, never older than a request', () => {
  it('requests of one turn of the event loop share one read', async () => {
    const { db, query, answer } = fakeDatabase();
    const watch = new VersionWatch(db, 1000);
    const reads = [watch.read(), watch.read(), watch.read()];
    await turn();
    expect(query).toHaveBeenCalledTimes(1);
    answer(3);
    const snapshots = await Promise.all(reads);
    expect(snapshots.map((s) => versionsIn(s, ['courses', 'jobs']))).toEqual([
      'courses:3,jobs:7,',
      'courses:3,jobs:7,',
      'courses:3,jobs:7,',
    ]);
  });

  it('a request arriving during a read waits for the next one, which starts after it', async () => {
    const { db, query, answer } = fakeDatabase();
    const watch = new VersionWatch(db, 1000);
    const early = watch.read();
    await turn();
    expect(query).toHaveBeenCalledTimes(1);
    // The first read is in flight (it may have read the table before a write committed).
    const late = watch.read();
    const later = watch.read();
    await turn();
    expect(query).toHaveBeenCalledTimes(1);
    answer(3);
    expect((await early).get('courses')).toBe('3');
    await turn();
    expect(query).toHaveBeenCalledTimes(2);
    answer(4);
    expect((await late).get('courses')).toBe('4');
    expect((await later).get('courses')).toBe('4');
  });

  it('a table never written has version 0', () => {
    expect(versionsIn(new Map([['jobs', '2']]), ['courses', 'jobs'])).toBe('courses:0,jobs:2,');
  });

  it('a stalled read fails its requests after the timeout; the next request reads again', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    try {
      const { db, query, answer } = fakeDatabase();
      const watch = new VersionWatch(db, 500);
      const stalled = watch.read();
      await turn();
      jest.advanceTimersByTime(500);
      await expect(stalled).rejects.toBeInstanceOf(VersionsTimeout);
      await stalled.catch((error: unknown) => expect(isDatabaseUnavailable(error)).toBe(true));
      const next = watch.read();
      await turn();
      expect(query).toHaveBeenCalledTimes(2);
      answer(1); // the stalled read's late answer is ignored
      answer(9);
      expect((await next).get('courses')).toBe('9');
    } finally {
      jest.useRealTimers();
    }
  });

  it('a failed read fails the requests that waited for it, and only those', async () => {
    const { db, pending, answer } = fakeDatabase();
    const watch = new VersionWatch(db, 1000);
    const failing = watch.read();
    await turn();
    pending
      .shift()!
      .reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    await expect(failing).rejects.toThrow('ECONNREFUSED');
    const next = watch.read();
    await turn();
    answer(2);
    expect((await next).get('courses')).toBe('2');
  });
});
