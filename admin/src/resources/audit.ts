import ManageHistoryIcon from '@mui/icons-material/ManageHistory';
import { AuditExportButton } from './audit/AuditExportButton';
import type { ResourceCustomization } from './types';

const ACTIONS = [
  { id: 'create', name: 'Created' },
  { id: 'update', name: 'Changed' },
  { id: 'delete', name: 'Deleted' },
];

/**
 * Who changed what in the dashboard (issue 14 item 5): role 2001 reads, nobody edits. Each entry
 * is one action in words, built by the server ("Layla moved Omar Hassan to Interview"), so the
 * screen and the CSV say the same (issue 26 item 13); times are Cairo's in both.
 */
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
      label: 'Records',
      options: { apiPath: 'audit/resources', optionText: 'name', optionValue: 'id' },
    },
    { source: 'action', label: 'Action', choices: ACTIONS },
    { source: 'from', label: 'From (Cairo)', type: 'date' },
    { source: 'to', label: 'To (Cairo)', type: 'date' },
  ],
  recordName: 'sentence',
  canShow: true,
  listHeader: AuditExportButton,
  // One export: the header's, of the whole filtered trail (the list's own would be a second).
  hideExport: true,
  fields: [
    { source: 'when', label: 'When (Cairo)', type: 'text', inList: true, compact: 'secondary' },
    { source: 'sentence', label: 'What happened', type: 'text', inList: true, compact: 'primary' },
    { source: 'summary', label: 'Details', type: 'text', truncate: 80, inList: true },
    { source: 'user_name', label: 'Staff member', type: 'text', inList: false },
    { source: 'action', label: 'Action', type: 'select', choices: ACTIONS, inList: false },
    { source: 'resource_label', label: 'Records', type: 'text', inList: false },
    { source: 'subject', label: 'Name', type: 'text', inList: false },
    { source: 'record_id', label: 'Record number', type: 'number', inList: false },
    { source: 'user_id', label: 'Staff id', type: 'number', inList: false, inShow: false },
    { source: 'resource', label: 'Table', type: 'text', inList: false, inShow: false },
    { source: 'changes', label: 'Changes (data)', type: 'text', inList: false, inShow: false },
    { source: 'related', label: 'Related', type: 'text', inList: false, inShow: false },
    { source: 'created_at', label: 'Recorded at', type: 'text', inList: false, inShow: false },
  ],
};
