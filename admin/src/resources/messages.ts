import MailIcon from '@mui/icons-material/Mail';
import { ADMIN, SUPER_ADMIN } from '../auth/roles';
import type { ResourceDeclaration } from './types';

/** Contact-form enquiries: read and delete. */
export const messages: ResourceDeclaration = {
  name: 'messages',
  apiPath: 'contact-messages',
  label: 'Messages',
  itemLabel: 'Message',
  icon: MailIcon,
  roles: [SUPER_ADMIN, ADMIN],
  searchField: 'email',
  searchLabel: 'Search by email',
  recordName: 'name',
  canCreate: false,
  canEdit: false,
  canDelete: true,
  canShow: true,
  fields: [
    { source: 'name', label: 'Name', type: 'text', inList: true },
    { source: 'email', label: 'Email', type: 'email', inList: true },
    { source: 'country', label: 'Country', type: 'text', inList: true },
    { source: 'phone', label: 'Phone', type: 'text', inList: true },
    { source: 'message', label: 'Message', type: 'text', truncate: 40, inList: true },
    { source: 'created_at', label: 'Received at', type: 'date', inList: true },
  ],
};
