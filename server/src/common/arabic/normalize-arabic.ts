/**
 * Arabic as a search compares it (Lucene's ArabicNormalizer rules; shared reference
 * "Search"): MySQL collations and SQLite's LIKE tell أ from ا, ى from ي, ة from ه and a word
 * with its short vowels from one without, where a reader sees one word written several ways.
 * Both sides of a search go through these rules: the stored key or column, and the query.
 */

/** Letters written another way for the same word: hamza and madda forms of alef, alef maqsura, ta marbuta. */
export const ARABIC_LETTER_FOLDS: Readonly<Record<string, string>> = {
  '\u0623': '\u0627', // أ → ا
  '\u0625': '\u0627', // إ → ا
  '\u0622': '\u0627', // آ → ا
  '\u0671': '\u0627', // ٱ (wasla) → ا
  '\u0649': '\u064A', // ى → ي
  '\u0629': '\u0647', // ة → ه
};

/** Marks dropped: tashkeel U+064B–U+0652 (fathatan … sukun), superscript alef U+0670, tatweel U+0640. */
export const ARABIC_DROPPED: readonly string[] = [
  ...Array.from({ length: 0x0652 - 0x064b + 1 }, (_, i) => String.fromCharCode(0x064b + i)),
  '\u0670',
  '\u0640',
];

const FOLD = new RegExp(`[${Object.keys(ARABIC_LETTER_FOLDS).join('')}]`, 'g');
const DROP = new RegExp(`[${ARABIC_DROPPED.join('')}]`, 'g');

/**
 * NFC first (a hamza typed as alef + U+0654 becomes أ), then the letter folds, then the marks
 * dropped. Text in other scripts passes unchanged (but NFC), so an English query is unaffected.
 */
export function normalizeArabic(text: string): string {
  return text
    .normalize('NFC')
    .replace(FOLD, (letter) => ARABIC_LETTER_FOLDS[letter])
    .replace(DROP, '');
}

/**
 * The same rules in SQL over a column holding NFC text (the translated fields store their text
 * NFC: fields.ts): nested REPLACE, which MySQL and SQLite both have and compare by code point.
 * For the small tables' LIKE searches; a big table keeps a stored key instead.
 */
export function normalizedArabicSql(path: string): string {
  let sql = path;
  for (const [from, to] of Object.entries(ARABIC_LETTER_FOLDS))
    sql = `REPLACE(${sql}, '${from}', '${to}')`;
  for (const mark of ARABIC_DROPPED) sql = `REPLACE(${sql}, '${mark}', '')`;
  return sql;
}
