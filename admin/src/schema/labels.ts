/** 'sub_category_id' → 'Sub category', 'paymob/transactions' → 'Paymob transactions'. */
export const humanize = (name: string): string => {
  const words = name
    .replace(/_id$/, '')
    .replace(/[_\-/]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
