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
 * The form of a count string for `count` by the language's plural rules (Arabic: zero, one,
 * two, few, many, other), with {count} written by Intl in the language's digits.
 */
export function plural(forms: PluralForms, count: number, locale: Locale): string {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(intlLocale(locale))));
  let number = numbers.get(locale);
  if (!number) numbers.set(locale, (number = new Intl.NumberFormat(intlLocale(locale))));
  const template = forms[rule.select(count)] ?? forms.other;
  return fill(template, { count: number.format(count) });
}
