import OutboxIcon from '@mui/icons-material/Outbox';
import type { Choice, ResourceCustomization } from './types';

const STATUSES: Choice[] = [
  { id: 'pending', name: 'Waiting to be sent' },
  { id: 'sent', name: 'Sent' },
];

/**
 * What each mail is about, in words (issue 26 item 14: never the stored slug). The server
 * writes these kinds in its mail builders (booking, session, application, account, contact and
 * certificate mails); one not named here shows as its slug until it is added.
 */
export const MAIL_KINDS: Choice[] = [
  { id: 'application-received', name: 'Application received' },
  { id: 'application-new', name: 'New application (to staff)' },
  { id: 'booking-confirmation', name: 'Booking confirmation' },
  { id: 'booking-moved', name: 'Booking moved' },
  { id: 'booking-cancelled', name: 'Booking cancelled' },
  { id: 'session-reminder', name: 'Session reminder' },
  { id: 'session-cancelled', name: 'Session cancelled' },
  { id: 'waitlist-offer', name: 'Waitlist: a seat is free' },
  { id: 'refund-sent', name: 'Refund sent' },
  { id: 'extra-payment-refund', name: 'Second payment refunded' },
  { id: 'certificate-expiry', name: 'Certificate expiring' },
  { id: 'contact-message', name: 'Website enquiry (to staff)' },
  { id: 'contact-reply', name: 'Reply to an enquiry' },
  { id: 'email-verification', name: 'Email address check' },
  { id: 'password-reset', name: 'Password reset' },
];

/**
 * Every mail the site wrote (ADR 0009), for role 2001: what was sent, what waits and why.
 * Without SMTP_URL the mails stay here and staff read them (the demo is self-contained).
 * The detail screen opens on the mail itself, subject then body, the sending facts under it
 * (issue 26 item 14); moments read in Cairo time like every list ('Fri 27 Nov 2026, 09:05').
 */
export const mailOutbox: ResourceCustomization = {
  name: 'mail-outbox',
  apiPath: 'mail-outbox',
  label: 'Mail outbox',
  itemLabel: 'Mail',
  icon: OutboxIcon,
  searchField: 'to',
  searchLabel: 'Search by recipient',
  filters: [
    { source: 'status', label: 'Status', choices: STATUSES },
    { source: 'kind', label: 'Kind', choices: MAIL_KINDS },
  ],
  recordName: 'subject',
  canShow: true,
  recordActions: [{ action: 'retry', label: 'Send again', done: 'The mail will be sent again' }],
  fields: [
    { source: 'subject', label: 'Subject', inList: true, compact: 'primary' },
    { source: 'html', label: 'Mail' },
    { source: 'to', label: 'To', inList: true, compact: 'secondary' },
    { source: 'kind', label: 'Kind', type: 'select', choices: MAIL_KINDS, inList: true },
    {
      source: 'status',
      label: 'Status',
      type: 'select',
      choices: STATUSES,
      badges: { Sent: 'success', 'Waiting to be sent': 'warning' },
      inList: true,
      compact: 'tertiary',
    },
    {
      source: 'created_at',
      label: 'Written at',
      type: 'datetime',
      inList: true,
      compact: 'tertiary',
    },
    { source: 'sent_at', label: 'Sent at', type: 'datetime', inList: true },
    { source: 'attempts', label: 'Attempts', inList: true },
    { source: 'last_error', label: 'Last error', inList: true, truncate: 40 },
    { source: 'next_attempt_at', label: 'Next attempt', type: 'datetime' },
    { source: 'reply_to', label: 'Reply to' },
    { source: 'attachments', label: 'Attachments' },
    { source: 'text', label: 'Plain-text part' },
  ],
};
