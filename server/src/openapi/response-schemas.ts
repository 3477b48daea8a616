import { declaredRecordSchemas, type DocumentedResources } from './resource-schema.js';
import type { ReferenceObject, SchemaObject } from './openapi-types.js';
import { ENQUIRY_STATES } from '../model/enquiry-states.js';
import { STAGES } from '../model/job-request-stages.js';

type Schema = SchemaObject | ReferenceObject;

const ref = (name: string): ReferenceObject => ({ $ref: `#/components/schemas/${name}` });
const str: SchemaObject = { type: 'string' };
const int: SchemaObject = { type: 'integer' };
const date: SchemaObject = { type: 'string', format: 'date-time' };
const num: SchemaObject = { type: 'number' };
const nullable = (schema: SchemaObject): SchemaObject => ({ ...schema, nullable: true });
const object = (properties: Record<string, Schema>, description?: string): SchemaObject => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  ...(description ? { description } : {}),
});
/** A component that may be null. */
const nullableRef = (name: string): SchemaObject => ({ allOf: [ref(name)], nullable: true });
const arrayOf = (item: Schema): SchemaObject => ({ type: 'array', items: item });
/** An object whose every property is required but `key`, which some callers do not get. */
const optional = (key: string, properties: Record<string, Schema>): SchemaObject => ({
  ...object(properties),
  required: Object.keys(properties).filter((name) => name !== key),
});
const stamps = { created_at: date, updated_at: date };
/** The Arabic twin of a course's text (issue 28): '' when staff entered none, shown in English then. */
const ARABIC_NAME: SchemaObject = { type: 'string', 'x-lang': 'ar' } as SchemaObject;
/** The id of a row of another resource (`x-reference`: its path under /api, the shown field). */
const reference = (resource: string, display: string): SchemaObject =>
  ({ type: 'integer', 'x-reference': { resource, display } }) as SchemaObject;
const titled = (extra: Record<string, Schema> = {}) =>
  nullable(object({ id: int, title: str, ...extra }));

const email: SchemaObject = { type: 'string', format: 'email' };
/** A file the dashboard offers as a download link (`x-kind`). */
const signedAddress = (what: string): SchemaObject =>
  ({
    type: 'string',
    'x-kind': 'file',
    description:
      `${what}: the download route with a signature valid about 10 minutes ` +
      '(`?expires=…&sig=…`); `{backend}` + this value opens the file without a header.',
    example: '/api/job-requests/12/cv?expires=1767225600&sig=…',
  }) as SchemaObject;

const CERTIFICATE_STATUS: SchemaObject = { type: 'string', enum: ['valid', 'expired', 'revoked'] };

const REFUND_STATUS: SchemaObject = {
  type: 'string',
  enum: ['none', 'due', 'requested', 'partially_refunded', 'refunded'],
  description: 'Where money owed back stands (ADR 0017)',
};
const BOOKING_STATUS: SchemaObject = {
  type: 'string',
  enum: ['booked', 'attended', 'cancelled'],
  description: 'booked|attended are live; a move keeps the row (moved_from)',
};
const BOOKING_STATUS_LABEL: SchemaObject = {
  type: 'string',
  enum: [
    'Booked',
    'Attended',
    'Cancelled',
    'Refund due',
    'Refund requested',
    'Partly refunded',
    'Refunded',
  ],
};
const sessionLabels = {
  label: { type: 'string', description: 'Cairo time, e.g. "Wed 10 Feb 2027, 09:00–16:00"' },
  date_label: { type: 'string', description: 'e.g. "Wed 10 Feb 2027"' },
  time_label: { type: 'string', description: 'e.g. "09:00–16:00"' },
} satisfies Record<string, SchemaObject>;

/**
 * Shapes of the special answers (presenters that are not a declared resource's record), by
 * component name; the declared resources' records are derived (resource-schema.ts).
 */
const SPECIAL_COMPONENTS: Record<string, SchemaObject> = {
  Error: {
    type: 'object',
    properties: {
      statusCode: int,
      message: { type: 'string', description: 'Readable; shown to the user as is' },
      errors: {
        type: 'object',
        additionalProperties: { type: 'string' },
        description: 'One message per invalid field (422)',
      },
    },
    required: ['message'],
  },
  Message: object({ message: str }),
  Deleted: object({ id: int }),
  User: object({
    id: int,
    name: str,
    email,
    phone: str,
    company: nullable(str),
    role: { type: 'string', enum: ['2001', '1996', '1997'] },
    profile_image: {
      ...nullable(str),
      description:
        'Path relative to /storage/ (DECISIONS 22): the picture is at /storage/{profile_image}',
    },
    email_verified: {
      type: 'boolean',
      description: 'The address was confirmed by its mailed link; booking needs it (issue 14)',
    },
    locale: {
      type: 'string',
      enum: ['en', 'ar'],
      description: "The account's language: its mails and PDFs are written in it (issue 28)",
    },
    ...stamps,
  }),
  UserName: object({ id: int, name: str }, 'What role 1996 may see of a user (DECISIONS 20)'),
  Session: object({
    data: object({ token: str, expires_at: date, user: ref('User') }),
  }),
  JobRequest: object({
    id: int,
    job_id: nullable(reference('jobs', 'title')),
    full_name: str,
    country: str,
    email,
    phone: nullable(str),
    gpa: nullable({ type: 'string', enum: ['Excellent', 'Very good', 'Good', 'Fair'] }),
    stage: { type: 'string', enum: [...STAGES] },
    cv: signedAddress('The CV'),
    job: titled(),
    user_id: nullable(int),
    user: nullable(object({ id: int, name: str })),
    ...stamps,
  }),
  Certificate: object({
    id: int,
    user_id: reference('certificates/recipients', 'name'),
    course_id: reference('courses', 'classification'),
    user: nullable(object({ id: int, name: str })),
    course: nullable(object({ id: int, name: str, name_ar: ARABIC_NAME, classification: str })),
    certificate: signedAddress('The certificate file'),
    // Null only for a row written without one (the migration gave every older row its code).
    verification_code: nullable(str),
    verify_url: {
      ...nullable({ type: 'string', format: 'uri' }),
      description: 'The public page its QR opens',
    },
    session_id: { ...nullable(int), description: 'The session it was issued for (attendance)' },
    status: CERTIFICATE_STATUS,
    expires_at: nullable({ type: 'string', format: 'date', description: 'Last valid day' }),
    revoked_at: nullable(date),
    revoked_reason: nullable(str),
    ...stamps,
  }),
  CertificateVerification: object({
    code: str,
    holder: { type: 'string', description: 'The holder’s name (nothing more personal)' },
    course: str,
    course_ar: ARABIC_NAME,
    issuer: str,
    issued_on: { type: 'string', format: 'date' },
    expires_on: nullable({ type: 'string', format: 'date' }),
    revoked_on: nullable({ type: 'string', format: 'date' }),
    status: CERTIFICATE_STATUS,
  }),
  OwnCertificates: object({
    certificates: arrayOf(
      object({
        id: int,
        course: nullable(object({ id: int, name: str, name_ar: ARABIC_NAME, classification: str })),
        download: signedAddress('The certificate file'),
        verify_url: { type: 'string', format: 'uri' },
        status: CERTIFICATE_STATUS,
        created_at: date,
      }),
    ),
  }),
  Recipient: {
    type: 'object',
    properties: { id: int, name: str, email: { type: 'string', description: 'Role 2001 only' } },
    required: ['id', 'name'],
  },
  ContactMessage: object({
    id: int,
    name: str,
    email,
    country: str,
    phone: nullable(str),
    message: nullable(str),
    state: { type: 'string', enum: [...ENQUIRY_STATES] },
    owner_id: nullable(int),
    owner_name: { ...nullable(str), description: 'The staff member who owns the enquiry' },
    ...stamps,
  }),
  ContactReply: object({
    id: int,
    body: str,
    user_id: nullable(int),
    user_name: str,
    created_at: date,
    mail_id: nullable(int),
    mail_status: { type: 'string', enum: ['pending', 'sent'], nullable: true },
    to: arrayOf(email),
  }),
  AuditEntry: object({
    id: int,
    when: { type: 'string', description: 'YYYY-MM-DD HH:mm in Cairo' },
    sentence: {
      type: 'string',
      description: 'The entry in words: "Layla moved Omar Hassan to Interview"',
    },
    summary: {
      type: 'string',
      description: 'One line per changed field: "Price: 1,000 → 1,200 EGP"',
    },
    subject: { ...nullable(str), description: 'What the record was called when written' },
    resource_label: str,
    related: {
      ...arrayOf(object({ resource: str, action: str, record_id: nullable(int) })),
      description: 'The other rows the same action wrote',
    },
    user_id: nullable(int),
    user_name: str,
    action: { type: 'string', enum: ['create', 'update', 'delete'] },
    resource: str,
    record_id: nullable(int),
    changes: {
      type: 'object',
      additionalProperties: object({ before: {}, after: {} }),
    },
    created_at: date,
  }),
  StageChange: object({
    id: int,
    from_stage: nullable(str),
    to_stage: { type: 'string', enum: [...STAGES] },
    note: nullable(str),
    notified: { type: 'boolean' },
    user_id: nullable(int),
    user_name: nullable(str),
    created_at: date,
  }),
  OutboxMail: object(
    {
      id: int,
      kind: { type: 'string', description: 'What the mail is about, e.g. application-received' },
      to: { type: 'string', description: 'Recipients, separated by commas' },
      reply_to: nullable(str),
      subject: str,
      status: { type: 'string', enum: ['pending', 'sent'] },
      attempts: int,
      last_error: nullable(str),
      next_attempt_at: date,
      sent_at: nullable(date),
      attachments: { type: 'string', description: 'File names, separated by commas' },
      html: {
        type: 'string',
        description: 'The mail as sent (a whole HTML document: show it sandboxed)',
        'x-kind': 'document',
      } as SchemaObject,
      text: str,
      ...stamps,
    },
    'A mail of the outbox (role 2001): written with its event, sent by the worker (ADR 0009)',
  ),
  PaymentTransaction: object({
    id: int,
    first_name: str,
    email,
    phone_number: str,
    success: { type: 'boolean' },
    amount_cents: { type: 'integer', description: 'Piastres: EGP = amount_cents / 100' },
    currency: str,
    refund_due: {
      type: 'boolean',
      description:
        'Money is owed back: a payment that booked nothing (DECISIONS 21) or a cancelled booking',
    },
    status_label: { type: 'string', enum: ['Paid', 'Declined', 'Pending', 'Refund'] },
    refund_status: REFUND_STATUS,
    refund_status_label: {
      type: 'string',
      enum: ['No refund', 'Refund due', 'Refund requested', 'Partly refunded', 'Refunded'],
    },
    refunded_cents: { type: 'integer', description: 'Refunded so far (Paymob refund callbacks)' },
    refundable_cents: { type: 'integer', description: 'What a refund may still take' },
    is_refund: { type: 'boolean', description: 'This row is a refund reported by Paymob' },
    session_id: nullable(int),
    session_label: nullable(str),
    payer_name: { type: 'string', description: 'Full name typed at checkout' },
    merchant_reference: nullable(str),
    course_id: nullable(int),
    course_name: nullable(str),
    receipt: nullable(signedAddress('The receipt PDF of the paid order')),
    created_at: date,
  }),
  PaymentOrder: object({
    reference: str,
    status: { type: 'string', enum: ['pending', 'paid', 'declined', 'expired', 'replaced'] },
    course_id: int,
    amount_cents: int,
    currency: str,
    session: nullableRef('SessionView'),
    refund_status: {
      type: 'string',
      enum: ['none', 'due', 'requested', 'partially_refunded', 'refunded'],
      description:
        'The refund state of the payment that paid this order (none while unpaid): a late payment of a replaced checkout is refunded',
    },
  }),
  SessionView: object(
    {
      id: int,
      starts_at: date,
      ends_at: date,
      ...sessionLabels,
      location: str,
      language: str,
      status: { type: 'string', enum: ['scheduled', 'cancelled'] },
    },
    'A dated session as every screen and mail names it (issue 22)',
  ),
  Booking: object(
    {
      purchase_id: int,
      status: BOOKING_STATUS,
      status_label: BOOKING_STATUS_LABEL,
      course: object({ id: int, name: str, name_ar: ARABIC_NAME, image: nullable(str) }),
      session: nullableRef('SessionView'),
      calendar: { ...nullable(str), description: 'The .ics while booked and upcoming' },
      receipt: nullable(signedAddress('The receipt PDF')),
      order_reference: nullable(str),
      amount_cents: nullable(int),
      refunded_cents: int,
      refund_status: REFUND_STATUS,
      cancel_reason: nullable(str),
      cancelled_by: { ...nullable(str), enum: ['buyer', 'staff', null] },
      can_cancel: { type: 'boolean' },
      cancel_until: { ...nullable(date), description: '7 days before the session starts' },
      moved_from: nullableRef('SessionView'),
    },
    'A booking as its buyer sees it (GET /api/sessions/mine)',
  ),
  StaffBooking: object(
    {
      id: int,
      user: object({ id: int, name: str, email }),
      course: object({ id: int, name: str }),
      session: nullableRef('SessionView'),
      status: BOOKING_STATUS,
      status_label: BOOKING_STATUS_LABEL,
      refund_status: REFUND_STATUS,
      refunded_cents: int,
      payment_id: { ...nullable(int), description: 'The paying transaction (refund from it)' },
      amount_cents: nullable(int),
      order_reference: nullable(str),
      cancel_reason: nullable(str),
      cancelled_by: nullable(str),
      cancelled_at: nullable(date),
      moved_from: nullableRef('SessionView'),
      moved_at: nullable(date),
      created_at: date,
    },
    'A booking for staff (GET /api/bookings)',
  ),
  BuyerWaitlistPlace: object({
    session_id: int,
    position: int,
    status: { type: 'string', enum: ['waiting', 'offered'] },
    offered_until: nullable(date),
    checkout: nullable(str),
    course: object({ id: int, name: str, name_ar: ARABIC_NAME, image: nullable(str) }),
    session: ref('SessionView'),
  }),
  PaymentOutcome: object(
    {
      reference: str,
      status: { type: 'string', enum: ['paid', 'pending', 'failed'] },
      course: object({
        id: int,
        name: str,
        name_ar: ARABIC_NAME,
        time: str,
        location: str,
        location_ar: ARABIC_NAME,
      }),
      session: nullableRef('SessionView'),
    },
    'What anyone holding the reference may see: no buyer, no amount (issue 15 item 6)',
  ),
  BookedCourse: {
    allOf: [
      ref('Course'),
      object({
        order_reference: nullable(str),
        booked_at: date,
      }),
    ],
  },
  PublicSession: object(
    {
      id: int,
      course_id: int,
      starts_at: date,
      ends_at: date,
      starts_at_cairo: { type: 'string', description: 'Africa/Cairo wall clock, YYYY-MM-DDTHH:mm' },
      ends_at_cairo: { type: 'string', description: 'Africa/Cairo wall clock, YYYY-MM-DDTHH:mm' },
      ...sessionLabels,
      duration_label: { type: 'string', description: '"7 h" on one day, "3 days" over several' },
      location: str,
      language: str,
      status: { type: 'string', enum: ['scheduled', 'cancelled'] },
      capacity: int,
      seats_left: { type: 'integer', description: 'Seats anyone not in the queue can book' },
      full: { type: 'boolean' },
      waiting: int,
    },
    'A dated session of a course (ADR 0011)',
  ),
  CourseSession: object(
    {
      id: int,
      course_id: reference('courses', 'name'),
      course: object({ id: int, name: str }),
      starts_at: date,
      ends_at: date,
      starts_at_cairo: { type: 'string', description: 'Africa/Cairo wall clock, YYYY-MM-DDTHH:mm' },
      ends_at_cairo: { type: 'string', description: 'Africa/Cairo wall clock, YYYY-MM-DDTHH:mm' },
      ...sessionLabels,
      duration_label: { type: 'string', description: '"7 h" on one day, "3 days" over several' },
      location: str,
      language: str,
      status: { type: 'string', enum: ['scheduled', 'cancelled'] },
      capacity: int,
      seats_left: int,
      full: { type: 'boolean' },
      waiting: int,
      seats_taken: { type: 'integer', description: 'Live bookings (booked or attended)' },
      booked_count: { type: 'integer', description: 'Live bookings (booked or attended)' },
      seats_held: { type: 'integer', description: 'Open checkouts and waitlist offers' },
      ...stamps,
    },
    'A dated session with its seats, for staff (ADR 0011)',
  ),
  SessionAttendee: object({
    purchase_id: int,
    status: { type: 'string', enum: ['booked', 'attended'] },
    status_label: { type: 'string', enum: ['Booked', 'Attended'] },
    user_id: int,
    name: str,
    email,
    phone: str,
    company: nullable(str),
    attended: { type: 'boolean' },
    booked_at: date,
  }),
  SessionWaitlistEntry: object({
    id: int,
    position: nullable(int),
    user_id: int,
    name: str,
    email,
    status: { type: 'string', enum: ['waiting', 'offered', 'booked', 'expired', 'left'] },
    offer_expires_at: nullable(date),
    joined_at: date,
  }),
  WaitlistPlace: object({
    session_id: int,
    status: str,
    position: nullable(int),
    offer_expires_at: nullable(date),
    checkout: { ...nullable(str), description: 'The checkout address while a seat is offered' },
  }),
};

/** Every component: the special ones and the declared resources' records (never both). */
export function responseComponents(registry: DocumentedResources): Record<string, SchemaObject> {
  const declared = declaredRecordSchemas(registry.resources);
  const twice = Object.keys(declared).filter((name) => name in SPECIAL_COMPONENTS);
  if (twice.length) {
    throw new Error(`Response schemas written by hand and declared: ${twice.join(', ')}`);
  }
  return { ...SPECIAL_COMPONENTS, ...declared };
}

const page = (item: string): SchemaObject =>
  object({ data: arrayOf(ref(item)), total: int }, 'With `page` and `limit`');
const bareOrPage = (item: string, bare = item): SchemaObject => ({
  oneOf: [{ ...arrayOf(ref(bare)), description: 'Without `page` and `limit`' }, page(item)],
});
/** A search: its matches (the newest 500), bare or one page of them. */
const searchAnswer = (item: string): SchemaObject => ({
  oneOf: [
    { ...arrayOf(ref(item)), description: 'Without `page` and `limit`: the newest 500 matches' },
    object(
      { data: arrayOf(ref(item)), total: int },
      'With `page` or `limit`: one page of the newest 500 matches; `total` counts them',
    ),
  ],
});

const file = (types: string[]) => ({
  content: Object.fromEntries(
    types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
  ),
});
const CV_TYPES = ['application/pdf', 'application/msword', 'image/*'];

/** What a route answers on success: JSON, or another content (files, pages, redirects). */
export type SuccessBody =
  | { json: Schema; description?: string }
  | { content: Record<string, { schema: SchemaObject }>; description: string };

const SPECIAL: Record<string, SuccessBody> = {
  'AuthController.register': { json: ref('Session') },
  'AuthController.login': { json: ref('Session') },
  'AuthController.logout': { json: ref('Message'), description: 'The session is revoked' },
  'AuthController.user': { json: ref('User') },
  'UsersController.list': {
    // anyOf: a list of users is also a list of names (an empty one is both).
    json: {
      anyOf: [
        { ...arrayOf(ref('User')), description: 'Role 2001, without `page` and `limit`' },
        page('User'),
        { ...arrayOf(ref('UserName')), description: 'Role 1996: id and name only' },
      ],
    },
  },
  'CoursesController.findByWords': {
    json: arrayOf(ref('Course')),
    description:
      'Public: the courses holding every word of `q` (word starts) in the name, classification, ' +
      'discipline, description or keywords, newest first; none for an empty `q`',
  },
  'CertificatesController.recipients': { json: arrayOf(ref('Recipient')) },
  'CertificatesController.verify': {
    json: ref('CertificateVerification'),
    description: 'Public: a certificate by its verification code; 404 unknown',
  },
  'CertificatesController.generate': {
    json: ref('Certificate'),
    description: 'Issued with a generated PDF (QR code of its verification page)',
  },
  'CertificatesController.setExpiry': { json: ref('Certificate') },
  'CertificatesController.revoke': { json: ref('Certificate') },
  'CertificatesController.download': {
    ...file(['application/pdf', 'image/*']),
    description: 'The file (attachment); `Cross-Origin-Resource-Policy: cross-origin` when signed',
  },
  'ProfileImageController.upload': {
    json: ref('User'),
    description: 'The account, with its picture',
  },
  'ProfileImageController.remove': {
    json: ref('User'),
    description: 'The account, without picture',
  },
  'UserCertificatesController.mine': { json: ref('OwnCertificates') },
  'JobRequestsController.submit': {
    json: ref('JobRequest'),
    description: 'The application; its `cv` is the plain route (staff get signed addresses)',
  },
  'JobRequestsController.downloadCv': { ...file(CV_TYPES), description: 'The CV (attachment)' },
  'JobRequestStagesController.counts': {
    json: object(Object.fromEntries(STAGES.map((stage) => [stage, int]))),
  },
  'JobRequestStagesController.history': { json: arrayOf(ref('StageChange')) },
  'JobRequestStagesController.move': {
    json: object({
      id: int,
      stage: { type: 'string', enum: [...STAGES] },
      change: ref('StageChange'),
    }),
  },
  'AuditExportController.exportCsv': {
    content: { 'text/csv': { schema: { type: 'string' } } },
    description: 'The filtered trail as CSV, one row per entry, in Cairo time, with names',
  },
  'EnquiriesController.owners': { json: arrayOf(object({ id: int, name: str })) },
  'EnquiriesController.handle': {
    json: ref('ContactMessage'),
    description: 'The enquiry with its new state and/or owner',
  },
  'EnquiriesController.replies': { json: arrayOf(ref('ContactReply')) },
  'EnquiriesController.reply': {
    json: ref('ContactReply'),
    description: 'Kept with the enquiry and mailed to the enquirer through the outbox',
  },
  'AuditExportController.resources': { json: arrayOf(object({ id: str, name: str })) },
  'OverviewController.overview': {
    json: optional('new_accounts_by_month', {
      generated_at: date,
      revenue_by_month: arrayOf(object({ month: str, egp: num })),
      bookings_by_course: arrayOf(object({ course_id: int, course: str, bookings: int })),
      upcoming_sessions: arrayOf(
        object({
          id: int,
          course_id: int,
          course: str,
          starts_at: date,
          location: str,
          capacity: int,
          seats_taken: int,
          seats_left: int,
          fill_rate: num,
        }),
      ),
      applications_by_stage: arrayOf(object({ stage: str, count: int })),
      applications_by_job: arrayOf(object({ job_id: int, job: str, count: int })),
      new_messages: object({
        days: int,
        count: int,
        new_count: { ...int, description: 'Enquiries in the state new, however old' },
        latest: arrayOf(object({ id: int, name: str, email, created_at: date })),
      }),
      new_accounts_by_month: {
        ...arrayOf(object({ month: str, count: int })),
        description: 'Role 2001 only; the key is absent for role 1996',
      },
    }),
    description: 'The dashboard home: figures for staff; user figures for role 2001 only',
  },
  'ContactController.send': { json: object({ id: int, message: str }) },
  'AccountController.forgot': {
    json: ref('Message'),
    description: 'The same answer whether or not an account uses the address',
  },
  'AccountController.reset': {
    json: ref('Message'),
    description: 'Password changed, every session ended; 410 used or expired link, 422 unknown',
  },
  'AccountController.verify': {
    json: ref('Message'),
    description: 'Address confirmed; 410 used or expired link, 422 unknown',
  },
  'AccountController.resend': { json: ref('Message'), description: 'A new link is on its way' },
  'OutboxAdminController.retry': {
    json: ref('OutboxMail'),
    description: 'Due again at once; the worker sends it on its next round',
  },
  'HealthController.live': {
    json: object({ status: { type: 'string', enum: ['ok'] } }),
    description: 'Liveness: the process answers (no dependency is asked)',
  },
  'HealthController.ready': {
    json: object({
      status: { type: 'string', enum: ['ok', 'error'] },
      database: { type: 'string', enum: ['ok', 'unavailable'] },
      redis: { type: 'string', enum: ['ok', 'unavailable', 'not used'] },
      storage: { type: 'string', enum: ['ok', 'unavailable'] },
    }),
    description:
      'Readiness: the database, Redis (when REDIS_URL is set) and file storage answer (503 ' +
      'with status "error" and each one named otherwise)',
  },
  'HealthController.check': {
    json: object({ status: { type: 'string', enum: ['ok'] } }),
    description: 'The database answers (503 with status "error" otherwise)',
  },
  'PaymobController.initiate': {
    json: object({
      iframe_url: { type: 'string', format: 'uri' },
      reference: { type: 'string', description: 'The order reference the result page shows' },
      session: nullableRef('SessionView'),
      session_chosen_by_server: {
        type: 'boolean',
        description: 'No session_id was sent: the server took the next date with a free seat',
      },
    }),
    description:
      'The payment page to send the browser to. Needs a verified email address (403 "Please ' +
      'verify your email address before booking.", DECISIONS 26). A course with upcoming ' +
      "sessions is always booked on one: without session_id the server takes the buyer's held " +
      'date or the next one with a free seat (409 "Every date of this course is full — join a ' +
      'waitlist."). One checkout per buyer and course: another date replaces the open one. ' +
      'A company buyer may add company_name and tax_registration_number (optional; a tax ' +
      'number needs its company name): the receipt names them.',
  },
  'PaymobController.callback': {
    json: ref('Message'),
    description: 'Recorded (Paymob retries on anything else)',
  },
  'PaymobController.response': {
    content: { 'text/html': { schema: str } },
    description: 'Records the result, then sends the buyer to the result page',
  },
  'PaymobController.order': { json: ref('PaymentOrder') },
  'ReceiptsController.receipt': {
    ...file(['application/pdf']),
    description: 'The receipt PDF (attachment) of a paid order: its buyer and staff; 404 otherwise',
  },
  'PaymobController.outcome': {
    json: ref('PaymentOutcome'),
    description: 'Public: the outcome by order reference; 404 unknown, 422 malformed',
  },
  'PaymentTransactionsController.list': { json: bareOrPage('PaymentTransaction') },
  'PaymentTransactionsController.search': { json: searchAnswer('PaymentTransaction') },
  'PaymentTransactionsController.get': { json: ref('PaymentTransaction') },
  'PaymentTransactionsController.refund': {
    json: ref('PaymentTransaction'),
    description:
      'Asks Paymob to refund `amount_cents` (default: all that is left; 422 beyond it). The row ' +
      'reads "Refund requested" until the refund callback, then "Refunded"/"Partly refunded"; ' +
      '502 when Paymob refuses',
  },
  'BookingsController.list': { json: bareOrPage('StaffBooking') },
  'BookingsController.search': { json: arrayOf(ref('StaffBooking')) },
  'BookingsController.get': { json: ref('StaffBooking') },
  'BookingsController.move': {
    json: ref('StaffBooking'),
    description: 'Moved (mail with a new .ics); 409 when the session is full, 422 another course',
  },
  'BookingsController.cancel': {
    json: ref('StaffBooking'),
    description: 'Cancelled with the reason; its payment becomes refund due; the buyer is mailed',
  },
  'SessionBookingsController.cancel': {
    json: object({
      id: int,
      status: { type: 'string', enum: ['cancelled'] },
      cancelled_bookings: int,
    }),
    description:
      'Cancelled with the reason: every live booking cancelled, its payment refund due, one ' +
      'mail each; everyone waiting is told',
  },
  'SessionBookingsController.move': {
    json: object({ id: int, to_session_id: int, moved: int }),
    description: 'Every booking moved (mail + new .ics each); 409 when the seats lack',
  },
  'SessionCertificatesController.issue': {
    json: object({ issued: int, skipped: int }),
    description:
      'One generated certificate for each attendee without one for this session; 422 when ' +
      'nobody has attended yet',
  },
  'BuyerBookingsController.mine': {
    json: object({
      bookings: arrayOf(ref('Booking')),
      waitlist: arrayOf(ref('BuyerWaitlistPlace')),
    }),
    description: 'Every booking of the signed-in user, in every state, and their waitlist places',
  },
  'BuyerBookingsController.cancel': {
    json: ref('Booking'),
    description:
      'Cancelled and refunded in full through Paymob; 422 within 7 days of the session, 404 ' +
      "for another's booking",
  },
  'PurchasesController.list': { json: object({ courses: arrayOf(ref('BookedCourse')) }) },
  'CourseSessionsController.list': { json: arrayOf(ref('CourseSession')) },
  'CourseSessionsController.create': { json: ref('CourseSession') },
  'CourseSessionsController.get': { json: ref('CourseSession') },
  'CourseSessionsController.update': { json: ref('CourseSession') },
  'CourseSessionsController.edit': { json: ref('CourseSession') },
  'CourseSessionsController.remove': { json: ref('Deleted') },
  'CourseSessionsController.attendees': { json: arrayOf(ref('SessionAttendee')) },
  'CourseSessionsController.attendeesCsv': {
    content: { 'text/csv': { schema: str } },
    description: 'The attendees as CSV (attachment)',
  },
  'CourseSessionsController.attendance': {
    json: object({ updated: int, attendees: arrayOf(ref('SessionAttendee')) }),
  },
  'CourseSessionsController.waitlist': { json: arrayOf(ref('SessionWaitlistEntry')) },
  'PublicSessionsController.upcoming': { json: arrayOf(ref('PublicSession')) },
  'PublicSessionsController.join': {
    json: ref('WaitlistPlace'),
    description:
      'Your place in the queue (409 while seats are free, or when you hold a seat of this ' +
      'session or have booked the course)',
  },
  'PublicSessionsController.leave': { json: ref('Message') },
  'PublicSessionsController.calendar': {
    content: { 'text/calendar': { schema: str } },
    description: 'RFC 5545 calendar file of the booked session (attachment)',
  },
  'WishlistController.add': { json: ref('Message') },
  'WishlistController.remove': { json: ref('Message') },
  'WishlistController.list': { json: object({ wishlist: arrayOf(ref('Course')) }) },
};

/**
 * The success body of an operation (`Controller.method`), or undefined when none is known:
 * special answers as written above, the standard CRUD routes from the record their
 * controller presents (the registry's `crud`, computed: resource-schema.ts).
 */
export function successBody(
  operationId: string,
  crud: Record<string, string>,
): SuccessBody | undefined {
  if (SPECIAL[operationId]) return SPECIAL[operationId];
  const [controller, method] = operationId.split('.');
  const resource = crud[controller];
  if (!resource) return undefined;
  switch (method) {
    case 'list':
      return { json: bareOrPage(resource) };
    case 'search':
      return { json: searchAnswer(resource) };
    case 'get':
    case 'create':
    case 'update':
      return { json: ref(resource) };
    case 'remove':
      return { json: ref('Deleted') };
    default:
      return undefined;
  }
}
