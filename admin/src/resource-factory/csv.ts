import type { FieldDeclaration } from '../resources/types';
import { fieldText } from './format';

const cell = (text: string): string => {
  // A leading =, +, - or @ would run as a formula in a spreadsheet: keep it as text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The list's columns as CSV (RFC 4180), values rendered as the list shows them. */
export const toCsv = (fields: readonly FieldDeclaration[], rows: readonly unknown[]): string => {
  const lines = [fields.map((field) => cell(field.label)).join(',')];
  for (const row of rows) lines.push(fields.map((field) => cell(fieldText(field, row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
};
