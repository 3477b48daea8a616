import sanitizeHtml from 'sanitize-html';

// sanitize-html escapes the text it keeps; the page head escapes it again when written.
const ENTITIES: Record<string, string> = {
  nbsp: ' ',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  amp: '&',
};

/** The text of an HTML description, cut near `max` characters on a word. */
export function plainText(html: string, max = 155): string {
  // Block ends become spaces so "…overheating.</p><ul><li>Pump…" reads as two sentences.
  const spaced = html.replace(/<\/(p|li|h[1-6]|div|blockquote|pre)>|<br\s*\/?>/gi, '$& ');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(nbsp|lt|gt|quot|#39|amp);/g, (_m, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
