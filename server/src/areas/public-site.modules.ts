import type { Type } from '@nestjs/common';
import { ContactModule } from '../contact/contact.module.js';
import { JobRequestsModule } from '../job-requests/job-requests.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { SeoModule } from '../seo/seo.module.js';

/** Feature modules of the public-site area (registered by AppModule). */
export const PUBLIC_SITE_MODULES: Type[] = [
  JobsModule,
  JobRequestsModule,
  ContactModule,
  SeoModule,
];
