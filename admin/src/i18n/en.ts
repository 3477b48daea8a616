/**
 * The dashboard's own texts (menus, layout, overview, list states, staff tools), in English.
 * `ar.ts` is typed to have every key of this one. React-admin's texts are `ra-language-english`;
 * resource and field names come from the API document and get Arabic in `ar-resources.ts`.
 *
 * Plurals: a text with `%{smart_count}` gives polyglot's forms separated by `||||` (two in
 * English, six in Arabic).
 */
export const dashboardEn = {
  title: 'Petrolink Dashboard',
  language: {
    label: 'Language',
    en: 'English',
    ar: 'العربية',
  },
  user_menu: {
    profile: 'Profile',
    home_page: 'Home page',
  },
  menu: {
    overview: 'Overview',
    groups: {
      Website: 'Website',
      Training: 'Training',
      Careers: 'Careers',
      People: 'People',
      Money: 'Money',
      System: 'System',
    },
  },
  forbidden: {
    title: 'Not Found',
    text: "You don't have premission to access this page.",
    home: 'Return to homepage',
  },
  list: {
    loading: 'Loading...',
    searching: 'Searching...',
    failed: 'The list could not be loaded.',
    empty: 'No items found',
    search: 'Search',
    all: 'All',
    download: 'Download',
    add: 'Add %{item}',
    search_by: 'Search by %{field}',
  },
  values: {
    true: 'True',
    false: 'False',
  },
  tools: {
    delete: 'Delete',
    delete_title: 'Delete this %{item}?',
    delete_text: 'This cannot be undone.',
    deleted: '%{item} deleted',
    categories_tabs: 'Categories and subcategories',
    all: 'All',
    pipeline_stages: 'Pipeline stages',
    stage_count: '1 application |||| %{smart_count} applications',
    export_csv: 'Export CSV',
    audit_intro:
      'Every change staff made in the dashboard, one line per action, in Cairo time. Passwords and file contents are never recorded.',
    preparing: 'Preparing…',
    move: 'Move',
    move_to_session: 'Move to another session',
    move_booking_title: 'Move this booking',
    move_booking_keep: 'Keep it here',
    move_booking_intro:
      "%{buyer}'s seat on %{session} moves to the session you choose; they get a mail with the new date and calendar file.",
    this_course: 'this course',
    the_buyer: 'the buyer',
    booking_moved: 'Booking moved to %{session}',
    cancel_booking: 'Cancel booking',
    cancel_booking_title: 'Cancel this booking?',
    cancel_booking_text:
      '%{buyer}\'s booking is cancelled, the seat freed and the payment flagged "Refund due" (refund it from the Payments list). They get a mail with your reason.',
    cancel_booking_keep: 'Keep it',
    booking_cancelled: 'Booking cancelled: refund due',
    reason: 'Reason',
    reason_required: 'Required: the buyers read it in their mail',
    failed: 'Something went wrong. Please try again.',
    keep_them: 'Keep them here',
    sessions_failed: 'The sessions could not be loaded',
    move_failed: 'The bookings could not be moved',
    loading_sessions: 'Loading the other sessions...',
    no_other_session: 'This course has no other upcoming session with a free seat. Add one first.',
    move_to: 'Move to',
    sessions_of_course: 'Sessions of this course',
    when_cairo: 'When (Cairo)',
    location: 'Location',
    seats_taken: 'Seats taken',
    status: 'Status',
    cancelled: 'Cancelled',
    scheduled: 'Scheduled',
    waitlist: 'Waitlist',
    name: 'Name',
    email: 'Email',
    offer_expires: 'Offer expires',
    waiting: 'Waiting',
    seat_offered: 'Seat offered',
  },
  overview: {
    title: 'Overview',
    failed: 'The overview could not be loaded.',
    retry: 'Try again',
    revenue: 'Revenue by month',
    revenue_total: '%{amount} in 12 months',
    stages: 'Applications by stage',
    stages_total: '%{smart_count} in all',
    applications: 'Applications',
    courses: 'Bookings per course',
    top_ten: 'Top 10',
    course_bookings: '%{course}: 1 booking |||| %{course}: %{smart_count} bookings',
    no_bookings: 'No bookings yet.',
    accounts: 'New accounts per month',
    accounts_series: 'Accounts',
    sessions: 'Upcoming sessions',
    next_five: 'Next 5',
    no_sessions: 'No sessions are scheduled.',
    session_full: '%{course}: %{percent}% full',
    seats: '%{taken}/%{capacity} taken · %{left} left',
    messages: 'New messages',
    messages_recent: '%{count} in the last day |||| %{count} in the last %{smart_count} days',
    no_messages: 'No messages yet.',
    jobs: 'Applications by job',
    no_applications: 'No applications yet.',
    no_enquiry_waiting: 'No enquiry is waiting for an answer.',
    enquiries_waiting:
      '1 new enquiry waiting for an answer |||| %{smart_count} new enquiries waiting for an answer',
    stage: {
      new: 'New',
      reviewed: 'Reviewed',
      interview: 'Interview',
      offer: 'Offer',
      hired: 'Hired',
      rejected: 'Rejected',
    },
  },
};

/** The shape of `dashboardEn` with any text: what `ar.ts` must fill in, key for key. */
export type DashboardMessages<T = typeof dashboardEn> = {
  [K in keyof T]: T[K] extends string ? string : DashboardMessages<T[K]>;
};
