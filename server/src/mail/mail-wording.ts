import type { EntityManager } from 'typeorm';
import type { Locale } from './mail-locale.js';

/**
 * A mail's sentences, grouped by name: templates with named placeholders ('Booking cancelled:
 * {course}'). Each sentence's key is its path under the dictionary's prefix
 * (`booking.cancelled.subject`).
 */
export interface Sentences {
  readonly [name: string]: string | Sentences;
}

/** One sentence as the code writes it; the Arabic is null for a mail sent in English only. */
export interface SentenceDefault {
  key: string;
  en: string;
  ar: string | null;
}

/**
 * Staff's wording of the sentences they changed (the `mail_wordings` rows), by key; '' in a
 * language means the code's default.
 */
export type Overrides = ReadonlyMap<string, Readonly<Record<Locale, string>>>;

export const NO_OVERRIDES: Overrides = new Map();

/** The table staff's wording is stored in (resources/mail-wordings.ts declares it). */
export const MAIL_WORDINGS_TABLE = 'mail_wordings';

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

/** The placeholders a template uses, each once, in order of appearance. */
export function placeholdersOf(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(PLACEHOLDER), (match) => match[1]))];
}

/**
 * The template with its placeholders replaced, in one pass: a value that itself contains
 * `{name}` (a course called "{course}") is written as it is, never filled again. A placeholder
 * without a value stays as written.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** The placeholders of `text` that `allowed` does not offer. */
export const unknownPlaceholders = (text: string, allowed: readonly string[]): string[] =>
  placeholdersOf(text).filter((name) => !allowed.includes(name));

/** A feature's mail dictionary: its defaults, and the wording a mail is written with. */
export interface MailWording<T extends Sentences> {
  readonly sentences: readonly SentenceDefault[];
  /** The sentences in `locale`: staff's wording where they entered one, else the default. */
  in(locale: Locale, overrides: Overrides): T;
}

function flatten(
  prefix: string,
  en: Sentences,
  ar: Sentences | undefined,
  out: SentenceDefault[],
): SentenceDefault[] {
  for (const [name, value] of Object.entries(en)) {
    const key = `${prefix}.${name}`;
    const arabic = ar?.[name];
    if (typeof value === 'string') {
      out.push({ key, en: value, ar: typeof arabic === 'string' ? arabic : null });
    } else {
      flatten(key, value, arabic as Sentences | undefined, out);
    }
  }
  return out;
}

function merge(prefix: string, texts: Sentences, locale: Locale, overrides: Overrides): Sentences {
  return Object.fromEntries(
    Object.entries(texts).map(([name, value]): [string, string | Sentences] => {
      const key = `${prefix}.${name}`;
      if (typeof value !== 'string') return [name, merge(key, value, locale, overrides)];
      return [name, overrides.get(key)?.[locale] || value];
    }),
  );
}

/**
 * A feature's mail sentences, written once per language under `prefix`: the Arabic is typed
 * from the English (`typeof EN`), so a sentence missing in Arabic fails the typecheck. A mail
 * whose reader's language is unknown (an applicant, a visitor's enquiry) gives English only.
 */
export function mailWording<T extends Sentences>(
  prefix: string,
  texts: { en: T; ar?: T },
): MailWording<T> {
  return {
    sentences: flatten(prefix, texts.en, texts.ar, []),
    in: (locale, overrides) => {
      const base = (locale === 'ar' && texts.ar) || texts.en;
      const read: Locale = texts.ar ? locale : 'en';
      return merge(prefix, base, read, overrides) as T;
    },
  };
}

/**
 * Staff's wording as it is now, read with the caller's transaction when a mail is written (one
 * small query per mail): never kept in memory, since the site runs on several machines and a
 * kept copy goes stale on all but the one that saved the change.
 */
export async function overridesIn(manager: EntityManager): Promise<Overrides> {
  const q = (name: string) => manager.connection.driver.escape(name);
  const rows = await manager.query<{ key: string; text: string; text_ar: string }[]>(
    `SELECT ${q('key')} AS ${q('key')}, ${q('text')} AS ${q('text')}, ${q('text_ar')} AS ${q('text_ar')} FROM ${q(MAIL_WORDINGS_TABLE)} WHERE ${q('text')} <> '' OR ${q('text_ar')} <> ''`,
  );
  return new Map(rows.map((row) => [row.key, { en: row.text, ar: row.text_ar }]));
}
