import { categories } from './categories';
import { certificates } from './certificates';
import { courses } from './courses';
import { jobRequests } from './jobRequests';
import { jobs } from './jobs';
import { messages } from './messages';
import { payments } from './payments';
import { subcategories } from './subcategories';
import type { ResourceDeclaration } from './types';
import { users } from './users';

/** Every dashboard resource, in menu order (spec §2). A new resource is one declaration here. */
export const resources: readonly ResourceDeclaration[] = [
  users,
  jobs,
  categories,
  subcategories,
  courses,
  certificates,
  jobRequests,
  payments,
  messages,
];
