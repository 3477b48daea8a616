import { ARABIC_INTL_LOCALE, type Locale } from '@/i18n/locale';

// Made on first use, not when the module loads: a page's first Intl object costs the most
// (ICU's data is set up then), and an Arabic page never uses these two.
let egp: Intl.NumberFormat | undefined;
let egpCents: Intl.NumberFormat | undefined;
const english = (minimumFractionDigits: number) =>
  new Intl.NumberFormat('en-EG', { minimumFractionDigits, maximumFractionDigits: 2 });

// Arabic: Intl's own EGP currency format ('18,500 ج.م.'), Latin digits (issue 28).
const arabic = (minimumFractionDigits: number) =>
  new Intl.NumberFormat(ARABIC_INTL_LOCALE, {
    style: 'currency',
    currency: 'EGP',
    minimumFractionDigits,
    maximumFractionDigits: 2,
  });
let arabicPounds: Intl.NumberFormat | undefined;
let arabicCents: Intl.NumberFormat | undefined;

/** A course price as the site shows it: '18,500 EGP' (whole pounds keep no decimals). */
export function formatEgp(amount: number, locale: Locale = 'en'): string {
  if (locale === 'ar') return (arabicPounds ??= arabic(0)).format(amount);
  return `${(egp ??= english(0)).format(amount)} EGP`;
}

/** A payment amount from piasters, always with two decimals (DECISIONS 11): '18,500.00 EGP'. */
export function formatEgpCents(amountCents: number, locale: Locale = 'en'): string {
  if (locale === 'ar') return (arabicCents ??= arabic(2)).format(amountCents / 100);
  return `${(egpCents ??= english(2)).format(amountCents / 100)} EGP`;
}
