import { audit } from './audit';
import { bookings } from './bookings';
import { categories } from './categories';
import { certificates } from './certificates';
import { courses } from './courses';
import { faqs } from './faqs';
import { jobRequests } from './jobRequests';
import { jobs } from './jobs';
import { mailOutbox } from './mailOutbox';
import { mailWordings } from './mailWordings';
import { messages } from './messages';
import { payments } from './payments';
import { sessions } from './sessions';
import { subcategories } from './subcategories';
import type { ResourceCustomization } from './types';
import { users } from './users';

/**
 * What the dashboard adds to the server's resources (labels, icons, list columns). The sidebar
 * groups them as layout/menuGroups.ts says (issue 26 item 11). A resource of the API without a
 * file here still appears.
 */
export const customizations: readonly ResourceCustomization[] = [
  users,
  jobs,
  categories,
  subcategories,
  courses,
  sessions,
  bookings,
  certificates,
  jobRequests,
  payments,
  messages,
  faqs,
  audit,
  mailOutbox,
  mailWordings,
];
