import PaymentsIcon from '@mui/icons-material/Payments';
import type { Choice, ResourceCustomization } from './types';

/** The `status` filter of POST /api/paymob/transactions/search. */
const STATUSES: Choice[] = [
  { id: 'success', name: 'Successful' },
  { id: 'failed', name: 'Failed' },
  { id: 'refund_due', name: 'Refund due' },
];

/** Card payments as the provider confirmed them: read-only, no action column (spec §2). */
export const payments: ResourceCustomization = {
  name: 'payments',
  apiPath: 'paymob/transactions',
  label: 'Payment',
  itemLabel: 'Payment',
  icon: PaymentsIcon,
  searchField: 'email',
  searchLabel: 'Search by email',
  recordName: 'first_name',
  canShow: false,
  legacyPaths: { list: 'payment' },
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
    { source: 'first_name', label: 'Name', inList: true, compact: 'primary' },
    { source: 'email', label: 'Email', inList: true },
    { source: 'phone_number', label: 'Phone', type: 'phone', inList: true },
    {
      source: 'success',
      label: 'Success',
      inList: true,
      chipColors: { true: 'success', false: 'error' },
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
    { source: 'created_at', label: 'Received at', inList: true },
    { source: 'course_name', label: 'Course', inList: true },
    // The full name typed at checkout (first_name alone does not tell payers apart).
    { source: 'payer_name', label: 'Payer', inList: true },
    { source: 'merchant_reference', label: 'Order reference', inList: true },
    // DECISIONS 21: a successful payment that booked nothing (the course was already paid);
    // staff refund it in Paymob's dashboard.
    {
      source: 'refund_due',
      label: 'Refund due',
      inList: true,
      chipColors: { true: 'warning', false: 'default' },
    },
    // Issue 14: the paying transaction's receipt PDF (a signed address, like CVs).
    { source: 'receipt', label: 'Receipt', type: 'file', linkText: 'Receipt', inList: true },
  ],
};
