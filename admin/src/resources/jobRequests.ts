import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { STAGE_CHOICES } from './pipeline/stages';
import { StagePanel } from './pipeline/StagePanel';
import { StageTabs } from './pipeline/StageTabs';
import type { Choice, ResourceCustomization } from './types';

const GRADES: Choice[] = ['Excellent', 'Very good', 'Good', 'Fair'].map((grade) => ({
  id: grade,
  name: grade,
}));

/** Applications from the public form: read, filter, download the CV, delete (spec §2), and move through the pipeline. */
export const jobRequests: ResourceCustomization = {
  apiPath: 'job-requests',
  label: 'Job requests',
  itemLabel: 'Job request',
  icon: AssignmentIndIcon,
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
  // The hiring pipeline (issue 14, item 4): stage tabs with counts, and on each application
  // "Move to…" with its history.
  listHeader: StageTabs,
  showExtras: StagePanel,
  recordName: 'full_name',
  legacyPaths: { list: 'job/jobrequests' },
  // The spec's columns (§2) in one casing (issue 26 item 12; DECISIONS 25: labels read
  // correctly): the table writes its headers in capitals, the application screen as here. On
  // phones a row shows the applicant, the job and the stage, what a recruiter sorts by.
  fields: [
    { source: 'full_name', label: 'Name', inList: true, compact: 'primary' },
    { source: 'country', label: 'Country', inList: true },
    { source: 'email', label: 'Email', inList: true },
    { source: 'phone', label: 'Phone', inList: true },
    { source: 'job', label: 'Job', inList: true, compact: 'secondary' },
    { source: 'cv', label: 'CV', linkText: 'Download CV', inList: true },
    { source: 'gpa', label: 'Grade', inList: true },
    {
      source: 'stage',
      label: 'Stage',
      type: 'select',
      choices: STAGE_CHOICES,
      inList: true,
      compact: 'tertiary',
    },
    { source: 'created_at', label: 'Received at', inList: true },
  ],
};
