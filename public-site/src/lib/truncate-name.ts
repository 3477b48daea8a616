/** Longest name the public header shows before cutting it (spec §9). */
export const HEADER_NAME_LENGTH = 10;

/** First `max` characters plus '...' when the name is longer; otherwise the name itself. */
export function truncateName(name: string, max: number = HEADER_NAME_LENGTH): string {
  const characters = Array.from(name.trim());
  return characters.length > max ? `${characters.slice(0, max).join('')}...` : characters.join('');
}
