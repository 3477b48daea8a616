/**
 * @jest-environment jsdom
 */
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fieldText } from '../resource-factory/format';
import { declarationNamed } from '../test-support/declarations';
import { MAIL_KINDS } from './mailOutbox';

const outbox = declarationNamed('mail-outbox');
const field = (source: string) => outbox.fields.find((each) => each.source === source)!;

/**
 * Every `kind: 'some-kind',` the server's mail builders write (tests excluded); mail kinds are
 * hyphenated slugs, which sets them apart from other `kind` values (a storage driver's 'local').
 */
const serverKinds = (): string[] => {
  const root = resolve(process.cwd(), '../server/src');
  const kinds = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.ts$/.test(entry.name) && !/\.(spec|test)\.ts$/.test(entry.name)) {
        for (const match of readFileSync(path, 'utf8').matchAll(/\bkind: '([a-z]+(?:-[a-z]+)+)',/g))
          kinds.add(match[1]);
      }
    }
  };
  walk(root);
  return [...kinds].sort();
};

/** Issue 26 item 14: the mail first, dates with times, kinds as words. */
describe('mail outbox', () => {
  it('opens on the mail: subject, then the rendered body, then the sending facts', () => {
    const shown = outbox.fields.filter((each) => each.inShow !== false).map((each) => each.source);
    expect(shown.slice(0, 2)).toEqual(['subject', 'html']);
    expect(field('html').type).toBe('document');
  });

  it('writes its moments with the time, in Cairo, as the other lists do', () => {
    const record = {
      created_at: '2026-11-27T09:05:00.000Z',
      sent_at: '2026-11-27T09:06:00.000Z',
      next_attempt_at: '2026-11-27T22:30:00.000Z',
    };
    expect(fieldText(field('created_at'), record)).toBe('Fri 27 Nov 2026, 11:05');
    expect(fieldText(field('sent_at'), record)).toBe('Fri 27 Nov 2026, 11:06');
    expect(fieldText(field('next_attempt_at'), record)).toBe('Sat 28 Nov 2026, 00:30');
    expect(fieldText(field('sent_at'), { sent_at: null })).toBe('');
  });

  it('names each kind and state in words', () => {
    expect(fieldText(field('kind'), { kind: 'booking-confirmation' })).toBe('Booking confirmation');
    expect(fieldText(field('status'), { status: 'pending' })).toBe('Waiting to be sent');
    expect(outbox.filters?.map((filter) => filter.label)).toEqual(['Status', 'Kind']);
  });

  it('has a word for every kind of mail the server writes', () => {
    const kinds = serverKinds();
    expect(kinds.length).toBeGreaterThanOrEqual(10);
    const named = new Set(MAIL_KINDS.map((kind) => String(kind.id)));
    expect(kinds.filter((kind) => !named.has(kind))).toEqual([]);
  });
});
