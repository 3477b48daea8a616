import { AuditEntry } from '../audit/audit-entry.entity.js';
import { AccountToken } from '../auth/account-token.entity.js';
import { Session } from '../auth/session.entity.js';
import { Category } from '../categories/category.entity.js';
import { RESOURCE_ENTITIES } from '../common/resource/declared-resources.js';
import { Certificate } from '../certificates/certificate.entity.js';
import { ContactMessage } from '../contact/contact-message.entity.js';
import { ContactReply } from '../contact/contact-reply.entity.js';
import { Course } from '../courses/course.entity.js';
import { JobRequest } from '../job-requests/job-request.entity.js';
import { JobRequestStageChange } from '../job-requests/job-request-stage-change.entity.js';
import { Job } from '../jobs/job.entity.js';
import { OutboxMail } from '../mail/outbox-mail.entity.js';
import { CourseSession } from '../sessions/course-session.entity.js';
import { SessionWaitlistEntry } from '../sessions/session-waitlist.entity.js';
import { PaymentOrder } from '../payments/payment-order.entity.js';
import { PaymentRefund } from '../payments/payment-refund.entity.js';
import { PaymentTransaction } from '../payments/payment-transaction.entity.js';
import { Receipt, ReceiptCounter } from '../booking/receipts/receipt.entity.js';
import { Purchase } from '../purchases/purchase.entity.js';
import { SubCategory } from '../sub-categories/sub-category.entity.js';
import { User } from '../users/user.entity.js';
import { WishlistItem } from '../wishlist/wishlist-item.entity.js';

export const entities = [
  User,
  Session,
  AccountToken,
  Category,
  SubCategory,
  Course,
  Job,
  JobRequest,
  JobRequestStageChange,
  Certificate,
  WishlistItem,
  Purchase,
  PaymentOrder,
  PaymentTransaction,
  PaymentRefund,
  Receipt,
  ReceiptCounter,
  ContactMessage,
  ContactReply,
  OutboxMail,
  AuditEntry,
  CourseSession,
  SessionWaitlistEntry,
  // The one-file resources of src/resources/.
  ...RESOURCE_ENTITIES,
];
