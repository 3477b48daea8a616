import type { PluralForms } from '@/i18n/dictionary';
import { ARABIC_INTL_LOCALE, type Locale } from '@/i18n/locale';

/** The tag Intl is given for a language's words and numbers. */
export function intlLocale(locale: Locale): string {
  return locale === 'ar' ? ARABIC_INTL_LOCALE : 'en-GB';
}

/** Replaces each {name} of a dictionary string with its value ('{count} seats left'). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

const rules = new Map<Locale, Intl.PluralRules>();
const numbers = new Map<Locale, Intl.NumberFormat>();

/**
 * A count in the language's digits. Both languages write Latin digits (ADR 0021), so a whole
 * number below 1,000 (no group separator, no sign) reads the same as Intl writes it, and is
 * written without Intl.NumberFormat: a page's first number format is the costliest Intl object
 * (about 30–90 ms while ICU sets up its number data), and it fell inside the hydration of
 * /courses and /ar/courses, whose only number is the catalogue's count. i18n.test checks the
 * shortcut against Intl for every count it covers.
 */
export function formatCount(count: number, locale: Locale): string {
  if (Number.isInteger(count) && count >= 0 && count < 1000) return String(count);
  let number = numbers.get(locale);
  if (!number) numbers.set(locale, (number = new Intl.NumberFormat(intlLocale(locale))));
  return number.format(count);
}

/**
 * The form of a count string for `count` by the language's plural rules (Arabic: zero, one,
 * two, few, many, other), with {count} in the language's digits.
 */
export function plural(forms: PluralForms, count: number, locale: Locale): string {
  let rule = rules.get(locale);
  // The bare language: plural rules are the language's (CLDR has none per region), and
  // PluralRules('ar') is made in under a millisecond where 'ar-EG-u-nu-latn' took 20–55 ms
  // (ICU sets up the region's number data for it). i18n.test checks both give one answer.
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
  const template = forms[rule.select(count)] ?? forms.other;
  return fill(template, { count: formatCount(count, locale) });
}
