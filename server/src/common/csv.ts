const asText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
};

/** A formula trigger at the start of the cell, or after a separator some reader splits on. */
const FORMULA = /(^|[,;\t])\s*[=+\-@\t\r]/;

/**
 * RFC 4180 CSV with a BOM (Excel reads UTF-8 names then). A spreadsheet must never run a cell
 * as a formula, whichever separator it splits on (a comma, or the semicolon of many locales):
 * a cell holding a separator is quoted, and one that starts with = + - @ or a control
 * character — at its start or after a separator — is prefixed with ' (issue 24 item 10).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const cell = (value: unknown) => {
    const raw = asText(value);
    const safe = FORMULA.test(raw) ? `'${raw}` : raw;
    return /[",;\t\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
