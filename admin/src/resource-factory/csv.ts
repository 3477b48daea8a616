import type { FieldDeclaration } from '../resources/types';
import { fieldText } from './format';

const cell = (text: string): string => {
  // A leading =, +, - or @ would run as a formula in a spreadsheet: keep it as text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** A value shown under another in the table (`detail`), as a column of the export. */
const detailColumn = (field: FieldDeclaration): FieldDeclaration[] =>
  field.detail && field.detailLabel
    ? [{ source: field.detail, label: field.detailLabel, type: 'text' }]
    : [];

/**
 * The list's columns as CSV (RFC 4180), values rendered as the list shows them; a value the
 * table shows under another gets its own column after it.
 */
export const toCsv = (fields: readonly FieldDeclaration[], rows: readonly unknown[]): string => {
  const columns = fields.flatMap((field) => [field, ...detailColumn(field)]);
  const lines = [columns.map((field) => cell(field.label)).join(',')];
  for (const row of rows) lines.push(columns.map((field) => cell(fieldText(field, row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
};
