/** 150000 cents → '1500.00' (DECISIONS 11). */
export const formatCents = (value: unknown): string => {
  const cents = Number(value);
  if (value === null || value === undefined || value === '' || !Number.isFinite(cents)) return '';
  return (cents / 100).toFixed(2);
};

const AMOUNT = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1350000 cents → '13,500.00 EGP': how lists show an amount (the CSV keeps `formatCents`). */
export const formatAmount = (value: unknown, currency = 'EGP'): string => {
  const plain = formatCents(value);
  return plain ? `${AMOUNT.format(Number(plain))} ${currency}` : '';
};
