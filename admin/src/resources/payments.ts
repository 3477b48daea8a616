import PaymentsIcon from '@mui/icons-material/Payments';
import { ADMIN, SUPER_ADMIN } from '../auth/roles';
import type { ResourceDeclaration } from './types';

/** Card payments as the provider confirmed them: read-only, no action column (spec §2). */
export const payments: ResourceDeclaration = {
  name: 'payments',
  apiPath: 'paymob/transactions',
  label: 'Payment',
  itemLabel: 'Payment',
  icon: PaymentsIcon,
  roles: [SUPER_ADMIN, ADMIN],
  searchField: 'email',
  searchLabel: 'Search by email',
  recordName: 'first_name',
  canCreate: false,
  canEdit: false,
  canDelete: false,
  legacyPaths: { list: 'payment' },
  fields: [
    { source: 'first_name', label: 'Name', type: 'text', inList: true },
    { source: 'email', label: 'Email', type: 'email', inList: true },
    { source: 'phone_number', label: 'Phone', type: 'text', inList: true },
    { source: 'success', label: 'Success', type: 'boolean', inList: true },
    // DECISIONS 11: amount_cents / 100 with two decimals.
    { source: 'amount_cents', label: 'Amount (EGP)', type: 'cents', inList: true },
    { source: 'created_at', label: 'Received at', type: 'date', inList: true },
    // DECISIONS 21: a successful payment that booked nothing (the course was already paid);
    // staff refund it in Paymob's dashboard.
    { source: 'refund_due', label: 'Refund due', type: 'boolean', inList: true },
  ],
};
