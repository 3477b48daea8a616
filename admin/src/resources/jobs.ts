import WorkIcon from '@mui/icons-material/Work';
import type { ResourceCustomization } from './types';

export const jobs: ResourceCustomization = {
  apiPath: 'jobs',
  label: 'Jobs',
  createLabel: 'Add job',
  itemLabel: 'Job',
  icon: WorkIcon,
  searchField: 'title',
  legacyPaths: { create: 'job/add' },
  fields: [
    {
      source: 'type',
      label: 'Job for',
      placeholder: 'Select job type',
      required: true,
      inList: true,
      choices: [
        { id: 'all', name: 'All' },
        { id: 'instructor', name: 'Instructor' },
      ],
    },
    { source: 'title', label: 'Title', minLength: 2, inList: true },
    { source: 'category', label: 'Category', minLength: 2, inList: true },
    // Add: longer than 1; edit: not empty (spec §5).
    { source: 'description', label: 'Description', minLength: 2, editMinLength: 1, inList: true },
    { source: 'created_at', label: 'Created at', inList: true },
  ],
};
