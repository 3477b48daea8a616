import { STAGE_LABELS } from '../model/job-request-stages.js';
import { COMPANY_TIME_ZONE } from '../common/cairo-time.js';

/**
 * The audit trail in words (issue 26 item 13): one sentence per entry ("Layla moved Omar Hassan
 * to Interview") and a line per changed field. Built here only, so the dashboard's screen and
 * the CSV export say the same thing.
 */

/** One field as the trail stores it; names are added at write time for references (owner_id). */
export interface StoredChange {
  before: unknown;
  after: unknown;
  before_name?: string | null;
  after_name?: string | null;
}

export interface DescribedEntry {
  user_name: string;
  action: string;
  resource: string;
  record_id: number | null;
  /** The record's name when it was written (a course's title, an applicant's name). */
  subject?: string | null;
  changes: Record<string, StoredChange>;
  /** Other rows the same action wrote (a stage change's history row, a reply). */
  related?: readonly { resource: string; action: string; record_id?: number | null }[];
}

/** What a table's record is called in a sentence, and the list filter's name for the table. */
const KINDS: Record<string, { noun: string; plural: string }> = {
  audit_log: { noun: 'the audit entry', plural: 'Audit trail' },
  categories: { noun: 'the category', plural: 'Categories' },
  certificates: { noun: 'the certificate of', plural: 'Certificates' },
  contact_messages: { noun: 'the enquiry from', plural: 'Messages' },
  contact_replies: { noun: 'the reply to', plural: 'Message replies' },
  course_sessions: { noun: 'the session of', plural: 'Sessions' },
  courses: { noun: 'the course', plural: 'Courses' },
  job_request_stage_changes: { noun: 'the stage change of', plural: 'Stage changes' },
  job_requests: { noun: 'the application of', plural: 'Job requests' },
  jobs: { noun: 'the job', plural: 'Jobs' },
  mail_outbox: { noun: 'the mail', plural: 'Mail outbox' },
  payment_orders: { noun: 'the order of', plural: 'Payment orders' },
  payment_refunds: { noun: 'the refund of', plural: 'Refunds' },
  payment_transactions: { noun: 'the payment of', plural: 'Payments' },
  purchases: { noun: 'the booking of', plural: 'Bookings' },
  receipts: { noun: 'the receipt of', plural: 'Receipts' },
  session_waitlist: { noun: 'the waiting-list place of', plural: 'Waiting lists' },
  sub_categories: { noun: 'the subcategory', plural: 'Subcategories' },
  testimonials: { noun: 'the testimonial of', plural: 'Testimonials' },
  users: { noun: 'the user', plural: 'Users' },
  wishlist_items: { noun: 'the wishlist entry of', plural: 'Wishlists' },
};

const words = (name: string) => name.replace(/[_-]+/g, ' ').trim();

const kindOf = (resource: string) => {
  const known = KINDS[resource];
  if (known) return known;
  const plain = words(resource);
  return {
    noun: `the ${plain.replace(/s$/, '')}`,
    plural: (plain[0]?.toUpperCase() ?? '') + plain.slice(1),
  };
};

/** The filter's name for a table ('sub_categories' → 'Subcategories'). */
export const resourceLabel = (resource: string): string => kindOf(resource).plural;

/** Field names as people say them. */
const FIELD_NAMES: Record<string, string> = {
  amount_cents: 'amount',
  category_id: 'category',
  course_id: 'course',
  ends_at: 'end',
  expires_at: 'expiry date',
  full_name: 'name',
  gpa: 'grade',
  job_id: 'job',
  owner_id: 'owner',
  profile_image: 'picture',
  revoked_at: 'revocation date',
  revoked_reason: 'revocation reason',
  session_id: 'session',
  starts_at: 'start',
  sub_category_id: 'subcategory',
  user_id: 'user',
};

export const fieldName = (field: string): string =>
  FIELD_NAMES[field] ?? words(field.replace(/_id$/, '')).toLowerCase();

const MONEY = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const MOMENT = new Intl.DateTimeFormat('en-GB', {
  timeZone: COMPANY_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** A value longer than this is named, not quoted, in a sentence ("changed the description"). */
const SENTENCE_VALUE_MAX = 60;

/** The field is an amount in EGP: the sentence names the currency once, after the last amount. */
const isMoney = (field: string) => field === 'price' || field === 'amount_cents';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** Rich text (a description) read as its words: the trail shows what it says, not its tags. */
const plainText = (value: string): string =>
  value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();

/** A stored value as words: '1,200', 'Interview', '3 Dec 2026, 09:00', 'yes', 'nothing'. */
export function valueText(field: string, value: unknown, name?: string | null): string {
  if (name) return name;
  if (value === null || value === undefined || value === '') return 'nothing';
  if (field === 'stage' && typeof value === 'string' && value in STAGE_LABELS) {
    return STAGE_LABELS[value as keyof typeof STAGE_LABELS];
  }
  if (isMoney(field) && !Number.isNaN(Number(value))) {
    const amount = field === 'amount_cents' ? Number(value) / 100 : Number(value);
    return MONEY.format(amount);
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' && ISO_MOMENT.test(value) && !Number.isNaN(Date.parse(value))) {
    return MOMENT.format(new Date(value));
  }
  if (typeof value === 'string') return plainText(value);
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value) ?? '';
}

const listed = (items: string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** Route actions recorded by the request itself (request-entry.ts) → the verb of the sentence. */
const ROUTE_VERBS: Record<string, string> = {
  attendance: 'marked the attendance of',
  cancel: 'cancelled',
  certificates: 'issued the certificates of',
  'delete-image': 'removed the picture of',
  expiry: 'changed the expiry date of',
  generate: 'issued',
  move: 'moved',
  refund: 'refunded',
  reinstate: 'reinstated',
  resend: 'sent again',
  retry: 'sent again',
  revoke: 'revoked',
  'send-again': 'sent again',
  'upload-image': 'changed the picture of',
  waitlist: 'changed the waiting list of',
};

const STATE_WORDS: Record<string, string> = {
  new: 'new',
  in_progress: 'in progress',
  answered: 'answered',
  closed: 'closed',
};

/** The entry as one sentence, its actor first. */
export function entrySentence(entry: DescribedEntry): string {
  const actor = entry.user_name.trim() || 'A staff member';
  const { noun } = kindOf(entry.resource);
  const subject = entry.subject?.trim() || (entry.record_id ? `#${entry.record_id}` : '');
  const named = subject ? `${noun} ${subject}` : noun.replace(/ (of|from|to)$/, '');
  const changes = entry.changes ?? {};

  const request = changes.request?.after;
  if (typeof request === 'string') {
    const segment = request.split('?')[0].split('/').filter(Boolean).pop() ?? '';
    const verb = ROUTE_VERBS[segment];
    if (verb) return `${actor} ${verb} ${named}`;
    const method = request.split(' ')[0];
    if (method === 'DELETE') return `${actor} deleted ${named}`;
    return `${actor} changed ${named}`;
  }
  if (entry.action === 'create') {
    if (entry.resource === 'contact_replies') {
      return `${actor} replied to the enquiry${subject ? ` from ${subject}` : ''}`;
    }
    return `${actor} created ${named}`;
  }
  if (entry.action === 'delete') return `${actor} deleted ${named}`;

  const who = entry.subject?.trim() || named;
  const fields = Object.keys(changes);
  if (entry.resource === 'job_requests' && changes.stage) {
    return `${actor} moved ${who} to ${valueText('stage', changes.stage.after)}`;
  }
  if (entry.resource === 'contact_messages') {
    const replied = entry.related?.some((row) => row.resource === 'contact_replies');
    const parts: string[] = [];
    if (replied) parts.push(`replied to ${named}`);
    const it = () => (parts.length ? 'it' : named);
    const owner = changes.owner_id;
    if (owner) {
      const to = valueText('owner_id', owner.after, owner.after_name);
      if (owner.after === null || owner.after === undefined) {
        const from = valueText('owner_id', owner.before, owner.before_name);
        parts.push(`took ${from} off ${it()}`);
      } else if (to === actor) parts.push(parts.length ? 'took it on' : `took on ${named}`);
      else parts.push(`gave ${it()} to ${to}`);
    }
    if (changes.state && !(replied && changes.state.after === 'answered')) {
      const state = STATE_WORDS[String(changes.state.after)] ?? String(changes.state.after);
      parts.push(`marked ${it()} ${state}`);
    }
    if (parts.length) return `${actor} ${listed(parts)}`;
  }
  if (fields.length === 1) {
    const [field] = fields;
    const change = changes[field];
    const from = valueText(field, change.before, change.before_name);
    const to = valueText(field, change.after, change.after_name);
    if (change.after === '(changed)') return `${actor} changed the ${fieldName(field)} of ${who}`;
    if (from.length > SENTENCE_VALUE_MAX || to.length > SENTENCE_VALUE_MAX) {
      return `${actor} changed the ${fieldName(field)} of ${who}`;
    }
    const unit = isMoney(field) ? ' EGP' : '';
    if (change.before === null || change.before === undefined || change.before === '') {
      return `${actor} set the ${fieldName(field)} of ${who} to ${to}${unit}`;
    }
    return `${actor} changed the ${fieldName(field)} of ${who} from ${from} to ${to}${unit}`;
  }
  if (fields.length > 1) {
    const names = fields.map(fieldName);
    const shown = names.length > 4 ? [...names.slice(0, 3), `${names.length - 3} more`] : names;
    return `${actor} changed the ${listed(shown)} of ${who}`;
  }
  return `${actor} changed ${named}`;
}

/** One line per changed field ("Price: 1,000 → 1,200 EGP"); what a create set, a delete held. */
export function entryDetails(entry: DescribedEntry): string[] {
  const lines: string[] = [];
  for (const [field, change] of Object.entries(entry.changes ?? {})) {
    // The request is the sentence's verb; the record's number has its own column.
    if (field === 'request' || field === 'id') continue;
    const label = fieldName(field);
    const title = (label[0]?.toUpperCase() ?? '') + label.slice(1);
    const unit = isMoney(field) ? ' EGP' : '';
    const cut = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…` : text);
    const before = cut(valueText(field, change.before, change.before_name));
    const after = cut(valueText(field, change.after, change.after_name));
    if (change.after === '(changed)') lines.push(`${title}: changed`);
    else if (entry.action === 'create' || entry.changes.request) {
      lines.push(`${title}: ${after}${unit}`);
    } else if (entry.action === 'delete') lines.push(`${title}: ${before}${unit}`);
    else lines.push(`${title}: ${before} → ${after}${unit}`);
  }
  return lines;
}
