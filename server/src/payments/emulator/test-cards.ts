/**
 * The cards the emulator's checkout accepts: Paymob's sandbox cards (see
 * shared reference paymob.md) succeed; the decline card fails like a refused card; the last
 * one pays but withholds both callbacks, as if they were lost (for trying the reconcile
 * command). Any name, a future expiry (MM/YY, e.g. 01/39) and any 3-digit CVV (e.g. 123).
 */
export const TEST_CARDS = [
  { number: '5123456789012346', brand: 'MasterCard', outcome: 'success' },
  { number: '5123450000000008', brand: 'MasterCard', outcome: 'success' },
  { number: '4111111111111111', brand: 'Visa', outcome: 'success' },
  { number: '4000000000000002', brand: 'Visa', outcome: 'declined' },
  { number: '4000000000000077', brand: 'Visa', outcome: 'lost' },
] as const;

export const OUTCOME_LABELS: Record<TestCard['outcome'], string> = {
  success: 'Paid',
  declined: 'Declined',
  lost: 'Paid, callbacks lost',
};

export type TestCard = (typeof TEST_CARDS)[number];

export function findTestCard(number: string): TestCard | undefined {
  const digits = number.replace(/[\s-]/g, '');
  return TEST_CARDS.find((card) => card.number === digits);
}
