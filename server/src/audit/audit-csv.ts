import type { AuditEntry } from './audit-entry.entity.js';

const asText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

const cell = (value: unknown): string => {
  const raw = asText(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The trail as CSV, one row per changed field ("what, before, after"). */
export function toCsv(rows: readonly AuditEntry[]): string {
  const lines: unknown[][] = [
    ['when (UTC)', 'user', 'action', 'resource', 'record', 'field', 'before', 'after'],
  ];
  for (const row of rows) {
    const when = new Date(row.created_at).toISOString();
    let changes: Record<string, { before: unknown; after: unknown }> = {};
    try {
      changes = JSON.parse(row.changes) as typeof changes;
    } catch {
      changes = {};
    }
    const base = [when, row.user_name, row.action, row.resource, row.record_id ?? ''];
    const fields = Object.entries(changes);
    if (!fields.length) lines.push([...base, '', '', '']);
    for (const [field, { before, after }] of fields) lines.push([...base, field, before, after]);
  }
  return `${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}
