import { toCsv } from '../common/csv.js';
import type { PresentedEntry } from './present-entry.js';

const HEADER = [
  'When (Africa/Cairo)',
  'Staff member',
  'What happened',
  'Details',
  'Record',
  'Name',
  'Action',
];

const ACTIONS: Record<string, string> = { create: 'Created', update: 'Changed', delete: 'Deleted' };

/**
 * The trail as CSV, one row per entry as on the screen (issue 26 item 13): the same sentence,
 * the same Cairo time (named in the header), names rather than ids.
 */
export function auditCsv(entries: readonly PresentedEntry[]): string {
  return toCsv(
    HEADER,
    entries.map((entry) => [
      entry.when,
      entry.user_name,
      entry.sentence,
      entry.summary.replace(/\n/g, '; '),
      entry.record_id === null
        ? entry.resource_label
        : `${entry.resource_label} #${entry.record_id}`,
      entry.subject ?? '',
      ACTIONS[entry.action] ?? entry.action,
    ]),
  );
}
