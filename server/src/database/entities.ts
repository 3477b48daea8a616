import { AuditEntry } from '../model/audit-entry.entity.js';
import { AccountToken } from '../model/account-token.entity.js';
import { Session } from '../model/session.entity.js';
import { Category } from '../model/category.entity.js';
import { RESOURCE_ENTITIES } from '../common/resource/declared-resources.js';
import { Certificate } from '../model/certificate.entity.js';
import { ContactMessage } from '../model/contact-message.entity.js';
import { ContactReply } from '../model/contact-reply.entity.js';
import { Course } from '../model/course.entity.js';
import { JobRequest } from '../model/job-request.entity.js';
import { JobRequestStageChange } from '../model/job-request-stage-change.entity.js';
import { Job } from '../model/job.entity.js';
import { OutboxMail } from '../model/outbox-mail.entity.js';
import { CourseSession } from '../model/course-session.entity.js';
import { SessionWaitlistEntry } from '../model/session-waitlist.entity.js';
import { PaymentOrder } from '../model/payment-order.entity.js';
import { PaymentRefund } from '../model/payment-refund.entity.js';
import { PaymentTransaction } from '../model/payment-transaction.entity.js';
import { Receipt, ReceiptCounter } from '../model/receipt.entity.js';
import { Purchase } from '../model/purchase.entity.js';
import { SubCategory } from '../model/sub-category.entity.js';
import { User } from '../model/user.entity.js';
import { WishlistItem } from '../model/wishlist-item.entity.js';

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
