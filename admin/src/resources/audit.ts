import ManageHistoryIcon from '@mui/icons-material/ManageHistory';
import { AuditExportButton } from './audit/AuditExportButton';
import type { ResourceCustomization } from './types';

/** Who changed what in the dashboard (issue 14, item 5): role 2001 reads, nobody edits. */
export const audit: ResourceCustomization = {
  name: 'audit',
  apiPath: 'audit',
  label: 'Audit trail',
  itemLabel: 'Audit entry',
  icon: ManageHistoryIcon,
  searchField: 'user',
  searchLabel: 'Search by staff member',
  filters: [
    {
      source: 'resource',
      label: 'Resource',
      options: { apiPath: 'audit/resources', optionText: 'name', optionValue: 'id' },
    },
    {
      source: 'action',
      label: 'Action',
      choices: [
        { id: 'create', name: 'Created' },
        { id: 'update', name: 'Changed' },
        { id: 'delete', name: 'Deleted' },
      ],
    },
    { source: 'from', label: 'From', type: 'date' },
    { source: 'to', label: 'To', type: 'date' },
  ],
  recordName: 'resource',
  canShow: true,
  listHeader: AuditExportButton,
  fields: [
    { source: 'when', label: 'When (Cairo)', type: 'text', inList: true, compact: 'secondary' },
    { source: 'user_name', label: 'Staff member', type: 'text', inList: true, compact: 'primary' },
    {
      source: 'action',
      label: 'Action',
      type: 'select',
      choices: [
        { id: 'create', name: 'Created' },
        { id: 'update', name: 'Changed' },
        { id: 'delete', name: 'Deleted' },
      ],
      inList: true,
      compact: 'tertiary',
    },
    { source: 'resource', label: 'Resource', type: 'text', inList: true },
    { source: 'record_id', label: 'Record', type: 'number', inList: true },
    { source: 'summary', label: 'Changes', type: 'text', truncate: 60, inList: true },
    { source: 'user_id', label: 'Staff id', type: 'number', inList: false },
    { source: 'changes', label: 'Changes (data)', type: 'text', inList: false, inShow: false },
    { source: 'created_at', label: 'Recorded at', type: 'text', inList: false, inShow: false },
  ],
};
