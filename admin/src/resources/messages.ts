import MailIcon from '@mui/icons-material/Mail';
import { EnquiryPanel } from './enquiry-tools/EnquiryPanel';
import { ENQUIRY_BADGES, ENQUIRY_STATES } from './enquiry-tools/states';
import type { ResourceCustomization } from './types';

/**
 * Contact-form enquiries (issue 26 item 15): each has a state and an owner among the staff, and
 * is answered from its screen; the reply goes to the enquirer by mail and stays with it.
 */
export const messages: ResourceCustomization = {
  name: 'messages',
  apiPath: 'contact-messages',
  label: 'Messages',
  itemLabel: 'Message',
  icon: MailIcon,
  searchField: 'email',
  searchLabel: 'Search by email',
  filters: [
    { source: 'state', label: 'State', choices: ENQUIRY_STATES },
    {
      source: 'owner_id',
      label: 'Owner',
      options: { apiPath: 'contact-messages/owners', optionText: 'name' },
    },
  ],
  showExtras: EnquiryPanel,
  fields: [
    { source: 'name', label: 'Name', inList: true, compact: 'primary' },
    { source: 'email', label: 'Email', type: 'email', inList: true },
    { source: 'country', label: 'Country', inList: true },
    { source: 'phone', label: 'Phone', inList: true },
    { source: 'message', label: 'Message', truncate: 40, inList: true, compact: 'secondary' },
    {
      source: 'state',
      label: 'State',
      type: 'select',
      choices: ENQUIRY_STATES,
      badges: ENQUIRY_BADGES,
      inList: true,
      compact: 'tertiary',
      // The screen's Handling panel shows and changes it.
      inShow: false,
    },
    { source: 'owner_name', label: 'Owner', type: 'text', inList: true, inShow: false },
    { source: 'created_at', label: 'Received at', type: 'datetime', inList: true },
    { source: 'owner_id', label: 'Owner id', type: 'number', inList: false, inShow: false },
    { source: 'updated_at', label: 'Updated at', inList: false, inShow: false },
  ],
};
