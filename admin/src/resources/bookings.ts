import EventSeatIcon from '@mui/icons-material/EventSeat';
import { BookingActions, BookingRowActions } from './booking-tools/BookingActions';
import type { ChipColor, Choice, ResourceCustomization } from './types';

/** The `status` filter: a booking's state (issue 22); refunds are read on the payment. */
const STATES: Choice[] = [
  { id: 'booked', name: 'Booked' },
  { id: 'attended', name: 'Attended' },
  { id: 'cancelled', name: 'Cancelled' },
];

/** The server's `status_label` words, each on its colour. */
export const BOOKING_BADGES: Readonly<Record<string, ChipColor>> = {
  'Awaiting payment': 'default',
  Booked: 'success',
  Attended: 'info',
  Cancelled: 'error',
  'Refund due': 'warning',
  'Refund requested': 'info',
  'Partly refunded': 'warning',
  Refunded: 'default',
};

/**
 * Bookings (issue 22): one paid seat of a buyer, on a dated session or on a course without
 * dates, with its state. Staff move one to another session or cancel it (refund due) from the
 * row; the list filters by session, course and state.
 */
export const bookings: ResourceCustomization = {
  apiPath: 'bookings',
  label: 'Bookings',
  itemLabel: 'Booking',
  icon: EventSeatIcon,
  recordName: 'order_reference',
  canShow: true,
  filtersOnList: true,
  filters: [
    {
      source: 'session_id',
      label: 'Session',
      options: { apiPath: 'course-sessions', optionText: 'label', optionHint: 'location' },
    },
    { source: 'course_id', label: 'Course', options: { apiPath: 'courses', optionText: 'name' } },
    { source: 'status', label: 'State', choices: STATES },
  ],
  rowActions: BookingRowActions,
  showExtras: BookingActions,
  fields: [
    {
      source: 'user',
      label: 'Buyer',
      type: 'object',
      display: 'name',
      inList: true,
      compact: 'primary',
    },
    { source: 'course', label: 'Course', type: 'object', display: 'name', inList: true },
    {
      source: 'session',
      label: 'Session',
      type: 'object',
      display: 'label',
      inList: true,
      compact: 'secondary',
    },
    {
      source: 'status_label',
      label: 'State',
      type: 'text',
      badges: BOOKING_BADGES,
      inList: true,
      compact: 'tertiary',
    },
    { source: 'amount_cents', label: 'Amount (EGP)', type: 'cents', inList: true },
    { source: 'order_reference', label: 'Order reference', type: 'text', inList: true },
    { source: 'created_at', label: 'Booked at', type: 'datetime', inList: true },
    { source: 'cancel_reason', label: 'Cancel reason', type: 'text' },
  ],
};
