import { describe, expect, it } from '@jest/globals';
import {
  fill,
  mailWording,
  NO_OVERRIDES,
  placeholdersOf,
  unknownPlaceholders,
} from './mail-wording.js';

describe('fill', () => {
  it('replaces each named placeholder, every time it occurs', () => {
    expect(fill('Refund sent: {course}', { course: 'ESP Design' })).toBe('Refund sent: ESP Design');
    expect(fill('{a} and {a}, {b}', { a: 'x', b: 2 })).toBe('x and x, 2');
  });

  it('fills in one pass: a value that looks like a placeholder is written as it is', () => {
    expect(fill('{course} costs {amount}', { course: '{amount}', amount: 'EGP 1' })).toBe(
      '{amount} costs EGP 1',
    );
  });

  it('leaves a placeholder without a value, and braces that name nothing, as written', () => {
    expect(fill('Dear {name}, {x}', { name: 'Mona' })).toBe('Dear Mona, {x}');
    expect(fill('{ course } {} {1a}', { course: 'c' })).toBe('{ course } {} {1a}');
    expect(fill('{toString}', {})).toBe('{toString}');
  });
});

describe('the placeholder check', () => {
  it('lists the placeholders of a template once each, in order', () => {
    expect(placeholdersOf('{refunded} of {paid}, {refunded}')).toEqual(['refunded', 'paid']);
    expect(placeholdersOf('No placeholder here')).toEqual([]);
  });

  it('names the placeholders a text uses that its sentence does not offer', () => {
    expect(unknownPlaceholders('Cancelled: {course}', ['course'])).toEqual([]);
    expect(unknownPlaceholders('{amount} for {course} {when}', ['course'])).toEqual([
      'amount',
      'when',
    ]);
    expect(unknownPlaceholders('{name}', [])).toEqual(['name']);
  });
});

describe('a mail dictionary', () => {
  const wording = mailWording('demo', {
    en: { subject: 'Hello {name}', parts: { body: 'Body', end: 'End' } },
    ar: { subject: 'مرحبًا {name}', parts: { body: 'نص', end: 'خاتمة' } },
  });

  it('gives every sentence its key and both defaults', () => {
    expect(wording.sentences).toEqual([
      { key: 'demo.subject', en: 'Hello {name}', ar: 'مرحبًا {name}' },
      { key: 'demo.parts.body', en: 'Body', ar: 'نص' },
      { key: 'demo.parts.end', en: 'End', ar: 'خاتمة' },
    ]);
  });

  it("writes staff's wording in its language, the default where they left it empty", () => {
    const overrides = new Map([
      ['demo.subject', { en: '', ar: 'أهلًا {name}' }],
      ['demo.parts.end', { en: 'Bye', ar: '' }],
    ]);
    expect(wording.in('ar', overrides)).toEqual({
      subject: 'أهلًا {name}',
      parts: { body: 'نص', end: 'خاتمة' },
    });
    expect(wording.in('en', overrides)).toEqual({
      subject: 'Hello {name}',
      parts: { body: 'Body', end: 'Bye' },
    });
    expect(wording.in('en', NO_OVERRIDES).subject).toBe('Hello {name}');
  });

  it('writes an English-only dictionary in English, whatever the locale asked', () => {
    const english = mailWording('only', { en: { a: 'A' } });
    expect(english.sentences).toEqual([{ key: 'only.a', en: 'A', ar: null }]);
    const overrides = new Map([['only.a', { en: 'B', ar: 'ب' }]]);
    expect(english.in('ar', overrides)).toEqual({ a: 'B' });
  });
});
