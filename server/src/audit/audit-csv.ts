import { toCsv } from '../common/csv.js';
import type { AuditEntry } from './audit-entry.entity.js';

const HEADER = ['when (UTC)', 'user', 'action', 'resource', 'record', 'field', 'before', 'after'];

/** The trail as CSV, one row per changed field ("what, before, after"). */
export function auditCsv(rows: readonly AuditEntry[]): string {
  const lines: unknown[][] = [];
  for (const row of rows) {
    let changes: Record<string, { before: unknown; after: unknown }> = {};
    try {
      changes = JSON.parse(row.changes) as typeof changes;
    } catch {
      changes = {};
    }
    const when = new Date(row.created_at).toISOString();
    const base = [when, row.user_name, row.action, row.resource, row.record_id ?? ''];
    const fields = Object.entries(changes);
    if (!fields.length) lines.push([...base, '', '', '']);
    for (const [field, { before, after }] of fields) lines.push([...base, field, before, after]);
  }
  return toCsv(HEADER, lines);
}
