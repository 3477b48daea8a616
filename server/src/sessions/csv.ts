/**
 * RFC 4180 CSV with a BOM (Excel reads UTF-8 names then). A cell starting with = + - @ or a
 * control character is prefixed with ' so a spreadsheet never runs it as a formula.
 */
export function toCsv(header: string[], rows: string[][]): string {
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
