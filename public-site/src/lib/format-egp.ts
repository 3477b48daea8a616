const egp = new Intl.NumberFormat('en-EG', { maximumFractionDigits: 2 });
const egpCents = new Intl.NumberFormat('en-EG', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A course price as the site shows it: '18,500 EGP' (whole pounds keep no decimals). */
export function formatEgp(amount: number): string {
  return `${egp.format(amount)} EGP`;
}

/** A payment amount from piasters, always with two decimals (DECISIONS 11): '18,500.00 EGP'. */
export function formatEgpCents(amountCents: number): string {
  return `${egpCents.format(amountCents / 100)} EGP`;
}
