import OutboxIcon from '@mui/icons-material/Outbox';
import type { Choice, ResourceCustomization } from './types';

const STATUSES: Choice[] = [
  { id: 'pending', name: 'Waiting to be sent' },
  { id: 'sent', name: 'Sent' },
];

/**
 * Every mail the site wrote (ADR 0009), for role 2001: what was sent, what waits and why.
 * Without SMTP_URL the mails stay here and staff read them (the demo is self-contained).
 */
export const mailOutbox: ResourceCustomization = {
  name: 'mail-outbox',
  apiPath: 'mail-outbox',
  label: 'Mail outbox',
  itemLabel: 'Mail',
  icon: OutboxIcon,
  searchField: 'to',
  searchLabel: 'Search by recipient',
  filters: [{ source: 'status', label: 'Status', choices: STATUSES }],
  recordName: 'subject',
  canShow: true,
  recordActions: [{ action: 'retry', label: 'Send again', done: 'The mail will be sent again' }],
  fields: [
    { source: 'kind', label: 'Kind', inList: true },
    { source: 'to', label: 'To', inList: true, compact: 'secondary' },
    { source: 'subject', label: 'Subject', inList: true, compact: 'primary' },
    {
      source: 'status',
      label: 'Status',
      type: 'text',
      inList: true,
      compact: 'tertiary',
    },
    { source: 'attempts', label: 'Attempts', inList: true },
    { source: 'last_error', label: 'Last error', inList: true, truncate: 40 },
    { source: 'created_at', label: 'Written at', inList: true },
    { source: 'sent_at', label: 'Sent at', inList: true },
    { source: 'next_attempt_at', label: 'Next attempt', inShow: true },
    { source: 'reply_to', label: 'Reply to' },
    { source: 'attachments', label: 'Attachments' },
    { source: 'html', label: 'Mail' },
    { source: 'text', label: 'Plain-text part' },
  ],
};
