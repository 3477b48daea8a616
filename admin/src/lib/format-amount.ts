/** 150000 cents → '1500.00' (DECISIONS 11). */
export const formatCents = (value: unknown): string => {
  const cents = Number(value);
  if (value === null || value === undefined || value === '' || !Number.isFinite(cents)) return '';
  return (cents / 100).toFixed(2);
};

const AMOUNT = {
  en: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  // Latin digits in Arabic too (docs/decisions/0021); the same grouping and decimal point.
  ar: new Intl.NumberFormat('ar-EG-u-nu-latn', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }),
};

/** The Egyptian pound as an Arabic reader writes it after an amount. */
const currencyText = (currency: string, locale: string) =>
  locale === 'ar' && currency === 'EGP' ? 'ج.م' : currency;

/**
 * 1350000 cents → '13,500.00 EGP' ('13,500.00 ج.م' in Arabic): how lists show an amount (the
 * CSV keeps `formatCents`).
 */
export const formatAmount = (value: unknown, currency = 'EGP', locale = 'en'): string => {
  const plain = formatCents(value);
  if (!plain) return '';
  const format = locale === 'ar' ? AMOUNT.ar : AMOUNT.en;
  return `${format.format(Number(plain))} ${currencyText(currency, locale)}`;
};
