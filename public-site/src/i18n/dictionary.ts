import type { en } from '@/i18n/en';

/** The plural categories of Intl.PluralRules (Arabic uses all six; English one and other). */
export type PluralCategory = Intl.LDMLPluralRule;

/** A count string: one text per plural category; `other` is the fallback every language has. */
export type PluralForms = Partial<Record<PluralCategory, string>> & { readonly other: string };

/**
 * The shape of a dictionary, derived from the English one: the same keys, any text, and a
 * count string where English has one (`P`: the plural forms the language must write).
 */
type Shape<T, P> = T extends string
  ? string
  : T extends { readonly other: string }
    ? P
    : { readonly [K in keyof T]: Shape<T[K], P> };

/** What the components read: any language's dictionary. */
export type Dictionary = Shape<typeof en, PluralForms>;

/** The Arabic dictionary: every key of the English one, and all six forms of each count. */
export type ArabicDictionary = Shape<typeof en, Readonly<Record<PluralCategory, string>>>;

/** The key of a page's title and description (route-config). */
export type PageKey = keyof Dictionary['pages'];

/** A bilingual word module's shape (content/*-words.ts) from its English object. */
export type Words<T> = Shape<T, PluralForms>;

/** Its Arabic: every key, and all six forms of each count (typed like the Arabic dictionary). */
export type ArabicWords<T> = Shape<T, Readonly<Record<PluralCategory, string>>>;
