/** Each text has something in it besides spaces. */
export function allFilled(...texts: string[]): boolean {
  return texts.every((text) => text.trim() !== '');
}

/** "Longer than 1 character" (spec §5), ignoring surrounding spaces. */
export function longerThanOne(value: string): boolean {
  return value.trim().length > 1;
}

/** A numeric phone field (spec §2, §5): keep digits only. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** A phone field that takes international numbers: digits and the plus sign. */
export function digitsAndPlus(value: string): string {
  return value.replace(/[^\d+]/g, '');
}
