import { COMPANY_TIME_ZONE } from '../common/cairo-time.js';
import type { AuditEntry } from '../model/audit-entry.entity.js';
import {
  type DescribedEntry,
  entryDetails,
  entrySentence,
  resourceLabel,
  type StoredChange,
} from './entry-sentence.js';

/** '2026-11-26 14:05' in the company's time zone: the screen and the CSV alike. */
const CAIRO_MINUTE = new Intl.DateTimeFormat('en-CA', {
  timeZone: COMPANY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const parsed = <T>(json: string | null, fallback: T): T => {
  if (!json) return fallback;
  try {
    return (JSON.parse(json) as T) ?? fallback;
  } catch {
    return fallback;
  }
};

/** An entry as the API, the screen and the CSV show it. */
export interface PresentedEntry {
  id: number;
  when: string;
  sentence: string;
  summary: string;
  user_id: number | null;
  user_name: string;
  action: string;
  resource: string;
  resource_label: string;
  record_id: number | null;
  subject: string | null;
  changes: Record<string, StoredChange>;
  related: DescribedEntry['related'];
  created_at: Date;
}

/** The entry in words, with its time in Cairo (one function for the screen and the CSV). */
export function presentEntry(row: AuditEntry): PresentedEntry {
  const changes = parsed<Record<string, StoredChange>>(row.changes, {});
  const related = parsed<NonNullable<DescribedEntry['related']>>(row.related, []);
  const described: DescribedEntry = { ...row, changes, related };
  return {
    id: row.id,
    when: CAIRO_MINUTE.format(new Date(row.created_at)).replace(',', ''),
    sentence: entrySentence(described),
    summary: entryDetails(described).join('\n'),
    user_id: row.user_id,
    user_name: row.user_name,
    action: row.action,
    resource: row.resource,
    resource_label: resourceLabel(row.resource),
    record_id: row.record_id,
    subject: row.subject ?? null,
    changes,
    related,
    created_at: row.created_at,
  };
}
