import EventIcon from '@mui/icons-material/Event';
import { SessionPanel } from './session-tools/SessionPanel';
import type { ResourceCustomization } from './types';

/**
 * Dated sessions of courses (issue 13, ADR 0011). Times are typed and shown as Cairo wall-clock
 * times (YYYY-MM-DDTHH:mm); seats are counted by the server. Under the form: attendees with
 * attendance marks and a CSV, the waitlist, and Cancel session.
 */
export const sessions: ResourceCustomization = {
  apiPath: 'course-sessions',
  label: 'Sessions',
  createLabel: 'Add session',
  itemLabel: 'Session',
  icon: EventIcon,
  recordName: 'starts_at_cairo',
  showExtras: SessionPanel,
  fields: [
    {
      source: 'course_id',
      label: 'Course',
      type: 'reference',
      options: { apiPath: 'courses', optionText: 'name' },
      placeholder: 'Select course',
      required: true,
      validateOn: 'create',
      inShow: false,
    },
    {
      source: 'course',
      label: 'Course',
      type: 'object',
      display: 'name',
      inList: true,
      inForm: false,
      compact: 'primary',
    },
    {
      source: 'starts_at_cairo',
      label: 'Starts (Cairo, YYYY-MM-DDTHH:mm)',
      type: 'text',
      required: true,
      inList: true,
      compact: 'secondary',
    },
    {
      source: 'ends_at_cairo',
      label: 'Ends (Cairo, YYYY-MM-DDTHH:mm)',
      type: 'text',
      required: true,
      inList: true,
    },
    { source: 'location', label: 'Location', type: 'text', required: true, inList: true },
    { source: 'language', label: 'Language', type: 'text', defaultValue: 'English' },
    { source: 'capacity', label: 'Capacity', type: 'number', required: true, inList: true },
    {
      source: 'seats_taken',
      label: 'Seats taken',
      type: 'number',
      inList: true,
      inForm: false,
      compact: 'tertiary',
    },
    { source: 'seats_left', label: 'Seats left', type: 'number', inList: true, inForm: false },
    { source: 'status', label: 'Status', type: 'text', inList: true, inForm: false },
  ],
};
