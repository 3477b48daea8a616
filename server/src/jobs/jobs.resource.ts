import { defineResource } from '../common/resource/resource.js';
import { STAFF_ROLES } from '../common/access/roles.js';
import { Job } from '../model/job.entity.js';

/** Openings: readable by anyone, with or without a token (DECISIONS 14); written by staff. */
export const JOBS = defineResource({
  path: 'jobs',
  entity: Job,
  label: 'Job',
  staff: STAFF_ROLES,
  publicRead: true,
});
