import { AuditModule } from '../audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { BookingModule } from '../booking/booking.module.js';
import { CategoriesModule } from '../categories/categories.module.js';
import { CATEGORIES } from '../categories/categories.resource.js';
import { CertificatesModule } from '../certificates/certificates.module.js';
import {
  entitiesOf,
  type Feature,
  modulesOf,
  publicReadsOf,
  resourcesOf,
  wordIndexesOf,
} from '../common/resource/registry.js';
import { ContactModule } from '../contact/contact.module.js';
import { CoursesModule } from '../courses/courses.module.js';
import { COURSES } from '../courses/courses.resource.js';
import { JobRequestsModule } from '../job-requests/job-requests.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { JOBS } from '../jobs/jobs.resource.js';
import { MailModule } from '../mail/mail.module.js';
import { AccountToken } from '../model/account-token.entity.js';
import { AuditEntry } from '../model/audit-entry.entity.js';
import { Certificate } from '../model/certificate.entity.js';
import { ContactMessage } from '../model/contact-message.entity.js';
import { ContactReply } from '../model/contact-reply.entity.js';
import { CourseSession } from '../model/course-session.entity.js';
import { JobRequestStageChange } from '../model/job-request-stage-change.entity.js';
import { JobRequest } from '../model/job-request.entity.js';
import { OutboxMail } from '../model/outbox-mail.entity.js';
import { PaymentOrder } from '../model/payment-order.entity.js';
import { PaymentRefund } from '../model/payment-refund.entity.js';
import { PaymentTransaction } from '../model/payment-transaction.entity.js';
import { Purchase } from '../model/purchase.entity.js';
import { Receipt, ReceiptCounter } from '../model/receipt.entity.js';
import { SessionWaitlistEntry } from '../model/session-waitlist.entity.js';
import { Session } from '../model/session.entity.js';
import { User } from '../model/user.entity.js';
import { WishlistItem } from '../model/wishlist-item.entity.js';
import { OverviewModule } from '../overview/overview.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { SeoModule } from '../seo/seo.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { SubCategoriesModule } from '../sub-categories/sub-categories.module.js';
import { SUB_CATEGORIES } from '../sub-categories/sub-categories.resource.js';
import { UsersModule } from '../users/users.module.js';
import { WishlistModule } from '../wishlist/wishlist.module.js';
import faqs from './faqs.js';
import mailWordings, { MailWordingsModule } from './mail-wordings.js';
import testimonials from './testimonials.js';

/**
 * THE registry: every resource and feature of the server, written here once. TypeORM's
 * entities, AppModule's modules (in this order: the order routes are matched in), the word
 * indexes, the public reads and the API document's CRUD answers are computed from it; the
 * versioned tables follow from the entities (database/version-triggers.ts). Nothing scans a
 * folder at run time: a file in this folder that is not imported here fails
 * test/resource-registry.e2e-spec.ts.
 *
 * A one-file resource (this folder: entity + `export default defineResource(...)`) is one line:
 * `{ resource: faqs }`; its routes and service are generated (resourceModule).
 */
export const FEATURES: readonly Feature[] = [
  // Accounts: the signed-in sessions and the mailed one-time links belong to no CRUD resource.
  { module: AuthModule, entities: [Session, AccountToken] },
  // Training area, before users: GET /users/wishlist must be matched before GET /users/:id.
  { module: SubCategoriesModule, resource: SUB_CATEGORIES },
  {
    module: CoursesModule,
    resource: COURSES,
    // The dashboard's name search; the visitors' search over all the words of a course, its
    // Arabic ones normalised in search_ar (model/course-search-key.ts).
    words: { courses: ['name'] },
    wordGroups: {
      courses: ['name', 'classification', 'discipline', 'description', 'keywords', 'search_ar'],
    },
  },
  { module: WishlistModule, entities: [WishlistItem] },
  { module: PaymentsModule, entities: [PaymentOrder, PaymentTransaction, PaymentRefund] },
  {
    module: SessionsModule,
    entities: [CourseSession, SessionWaitlistEntry],
    crud: { CourseSessionsController: 'CourseSession' },
  },
  { module: BookingModule, entities: [Purchase, Receipt, ReceiptCounter] },
  {
    module: UsersModule,
    entities: [User],
    crud: { UsersController: 'User' },
    words: { users: ['name', 'email'] },
  },
  { module: CategoriesModule, resource: CATEGORIES },
  // Public-site area.
  { module: JobsModule, resource: JOBS },
  {
    module: JobRequestsModule,
    entities: [JobRequest, JobRequestStageChange],
    crud: { JobRequestsController: 'JobRequest' },
    words: { job_requests: ['full_name', 'email', 'country'] },
  },
  {
    module: ContactModule,
    entities: [ContactMessage, ContactReply],
    crud: { ContactMessagesController: 'ContactMessage' },
  },
  { module: SeoModule },
  // Dashboard area.
  {
    module: CertificatesModule,
    entities: [Certificate],
    crud: { CertificatesController: 'Certificate' },
  },
  { module: AuditModule, entities: [AuditEntry], crud: { AuditController: 'AuditEntry' } },
  { module: OverviewModule },
  // The outbox (written by every feature that mails; role 2001 reads it).
  { module: MailModule, entities: [OutboxMail], crud: { OutboxAdminController: 'OutboxMail' } },
  // One-file resources of this folder: a new one is one more line here.
  { resource: testimonials },
  { resource: faqs },
  // Staff's wording of the mails' sentences (its service checks keys and placeholders).
  { module: MailWordingsModule, resource: mailWordings },
];

/** Every entity TypeORM maps (buildDataSourceOptions' `entities`). */
export const ENTITIES = entitiesOf(FEATURES);

/** Every feature module, in registry order (AppModule). */
export const FEATURE_MODULES = modulesOf(FEATURES);

/** Every declared resource (defineResource), module or one-file. */
export const RESOURCES = resourcesOf(FEATURES);

/** Word-indexed columns and word groups by table (common/crud/word-search.ts uses them). */
export const WORD_INDEX_DECLARATIONS = wordIndexesOf(FEATURES);

/** Paths under /api that visitors read without a token (shared reads, ADR 0016). */
export const PUBLIC_READS = publicReadsOf(FEATURES);
