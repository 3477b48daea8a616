import PaymentsIcon from '@mui/icons-material/Payments';
import { RefundButton } from './payment-tools/RefundButton';
import type { ChipColor, Choice, ResourceCustomization } from './types';

/** The `status` filter of POST /api/paymob/transactions/search. */
const STATUSES: Choice[] = [
  { id: 'success', name: 'Paid' },
  { id: 'failed', name: 'Declined' },
  { id: 'refund_due', name: 'Refund due' },
  { id: 'requested', name: 'Refund requested' },
  { id: 'partially_refunded', name: 'Partly refunded' },
  { id: 'refunded', name: 'Refunded' },
];

/** The server's words for a payment's outcome and its refund (issue 22: never True/False). */
export const PAYMENT_BADGES: Readonly<Record<string, ChipColor>> = {
  Paid: 'success',
  Declined: 'error',
  Pending: 'default',
  // A refund Paymob reported as its own transaction.
  Refund: 'info',
};
export const REFUND_BADGES: Readonly<Record<string, ChipColor>> = {
  'Refund due': 'warning',
  'Refund requested': 'info',
  'Partly refunded': 'warning',
  Refunded: 'success',
};

/**
 * Card payments as the provider confirmed them: read-only (spec §2), with one action, Refund
 * (role 2001, issue 22), full or partial through Paymob.
 */
export const payments: ResourceCustomization = {
  name: 'payments',
  apiPath: 'paymob/transactions',
  label: 'Payments',
  itemLabel: 'Payment',
  icon: PaymentsIcon,
  searchField: 'email',
  searchLabel: 'Search by email',
  recordName: 'first_name',
  canShow: false,
  legacyPaths: { list: 'payment' },
  rowActions: RefundButton,
  // Reconciling (issue 15): by course, by outcome, by the day it was received.
  filters: [
    {
      source: 'course_id',
      label: 'Course',
      options: { apiPath: 'courses', optionText: 'name' },
    },
    { source: 'status', label: 'Status', choices: STATUSES },
    { source: 'from', label: 'From', type: 'date' },
    { source: 'to', label: 'To', type: 'date' },
  ],
  // The spec's columns (§2) first, then what reconciling with Paymob and the bookings needs.
  fields: [
    // A first name needs less than the 90 px of other text columns: the email gets the room,
    // a whole address on one line at 1280 px with the sidebar open (issue 26 item 18).
    { source: 'first_name', label: 'Name', inList: true, compact: 'primary', columnWidth: 64 },
    { source: 'email', label: 'Email', inList: true, columnWidth: 226 },
    { source: 'phone_number', label: 'Phone', type: 'phone', inList: true },
    // Issue 22: the outcome as a word, and under it the refund state when there is one (a
    // refund due after a cancelled booking or a second payment, requested through Paymob, done
    // when its callback arrives; one made in Paymob's dashboard counts too). Phones show it
    // with the course (issue 26 item 18): name, amount, course and state.
    {
      source: 'status_label',
      label: 'State',
      type: 'text',
      badges: { ...PAYMENT_BADGES, ...REFUND_BADGES },
      detail: 'refund_status_label',
      detailLabel: 'Refund',
      quietValues: ['No refund'],
      inList: true,
      compact: 'tertiary',
    },
    // DECISIONS 11: amount_cents / 100 with two decimals, in EGP.
    {
      source: 'amount_cents',
      label: 'Amount (EGP)',
      type: 'cents',
      inList: true,
      compact: 'secondary',
    },
    { source: 'created_at', label: 'Received at', type: 'datetime', inList: true },
    // The booked date under the course (issue 22), without a column of its own.
    {
      source: 'course_name',
      label: 'Course',
      inList: true,
      detail: 'session_label',
      detailLabel: 'Session',
      compact: 'secondary',
    },
    // The full name typed at checkout (first_name alone does not tell payers apart), and under
    // it the order (a column of its own in the CSV): the table keeps room for the email at
    // 1280 px with the sidebar open (issue 26 item 18).
    {
      source: 'payer_name',
      label: 'Payer',
      inList: true,
      detail: 'merchant_reference',
      detailLabel: 'Order reference',
    },
    // How much went back reads in the refund dialog (what is left); the list shows the state.
    { source: 'refunded_cents', label: 'Refunded (EGP)', type: 'cents' },
    // Issue 14: the paying transaction's receipt PDF (a signed address, like CVs).
    { source: 'receipt', label: 'Receipt', type: 'file', linkText: 'Receipt', inList: true },
  ],
};
