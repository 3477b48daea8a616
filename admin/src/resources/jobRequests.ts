import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { ADMIN, SUPER_ADMIN } from '../auth/roles';
import type { Choice, ResourceDeclaration } from './types';

const GRADES: Choice[] = ['Excellent', 'Very good', 'Good', 'Fair'].map((grade) => ({
  id: grade,
  name: grade,
}));

/** Applications from the public form: read, filter, download the CV, delete (spec §2). */
export const jobRequests: ResourceDeclaration = {
  name: 'job-requests',
  apiPath: 'job-requests',
  label: 'Job requests',
  itemLabel: 'Job request',
  icon: AssignmentIndIcon,
  roles: [SUPER_ADMIN, ADMIN],
  searchField: 'full_name',
  searchLabel: 'Search by name',
  filters: [
    {
      source: 'job_title',
      label: 'Job',
      options: { apiPath: 'jobs', optionText: 'title', optionValue: 'title' },
    },
    { source: 'gpa', label: 'Grade', choices: GRADES },
  ],
  recordName: 'full_name',
  canCreate: false,
  canEdit: false,
  canDelete: true,
  canShow: true,
  legacyPaths: { list: 'job/jobrequests' },
  fields: [
    { source: 'full_name', label: 'NAME', type: 'text', inList: true },
    { source: 'country', label: 'COUNTRY', type: 'text', inList: true },
    { source: 'email', label: 'EMAIL', type: 'email', inList: true },
    { source: 'phone', label: 'PHONE', type: 'text', inList: true },
    { source: 'job', label: 'Job', type: 'object', display: 'title', inList: true },
    { source: 'cv', label: 'CV', type: 'file', linkText: 'Download CV', inList: true },
    { source: 'gpa', label: 'Grade', type: 'select', choices: GRADES, inList: true },
    { source: 'created_at', label: 'Received at', type: 'date', inList: true },
  ],
};
