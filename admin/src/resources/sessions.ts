import EventIcon from '@mui/icons-material/Event';
import { SessionPanel } from './session-tools/SessionPanel';
import type { ResourceCustomization } from './types';

/**
 * Dated sessions of courses (issue 13, ADR 0011). Times are picked and shown in Cairo time
 * ('Wed 10 Feb 2027, 09:00–16:00', issue 22); seats are counted by the server. Under the form:
 * the staff actions (cancel with a reason, move every booking, attendance, certificates), the
 * bookings and the waitlist.
 */
export const sessions: ResourceCustomization = {
  apiPath: 'course-sessions',
  label: 'Sessions',
  createLabel: 'Add session',
  itemLabel: 'Session',
  icon: EventIcon,
  recordName: 'starts_at',
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
    // Issue 22: one pair of pickers in Cairo time; the API takes and answers ISO instants.
    {
      source: 'starts_at',
      label: 'Starts',
      listLabel: 'When',
      type: 'datetime',
      rangeEnd: 'ends_at',
      hint: 'Cairo time',
      required: true,
      inList: true,
      compact: 'secondary',
    },
    {
      source: 'ends_at',
      label: 'Ends',
      type: 'datetime',
      after: 'starts_at',
      hint: 'Cairo time, after the start',
      required: true,
    },
    // The same times as Cairo wall-clock text: the API's other spelling, never a second input.
    {
      source: 'starts_at_cairo',
      label: 'Starts (Cairo)',
      type: 'text',
      inForm: false,
      inShow: false,
    },
    { source: 'ends_at_cairo', label: 'Ends (Cairo)', type: 'text', inForm: false, inShow: false },
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
    {
      source: 'status',
      label: 'Status',
      type: 'select',
      choices: [
        { id: 'scheduled', name: 'Scheduled' },
        { id: 'cancelled', name: 'Cancelled' },
      ],
      badges: { Scheduled: 'success', Cancelled: 'error' },
      inList: true,
      inForm: false,
    },
  ],
};
