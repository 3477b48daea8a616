import MailIcon from '@mui/icons-material/Mail';
import type { ResourceCustomization } from './types';

/** Contact-form enquiries: read and delete. */
export const messages: ResourceCustomization = {
  name: 'messages',
  apiPath: 'contact-messages',
  label: 'Messages',
  itemLabel: 'Message',
  icon: MailIcon,
  searchField: 'email',
  fields: [
    { source: 'name', label: 'Name', inList: true },
    { source: 'email', label: 'Email', inList: true },
    { source: 'country', label: 'Country', inList: true },
    { source: 'phone', label: 'Phone', inList: true },
    { source: 'message', label: 'Message', truncate: 40, inList: true },
    { source: 'created_at', label: 'Received at', inList: true },
  ],
};
