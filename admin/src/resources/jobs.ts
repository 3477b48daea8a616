import WorkIcon from '@mui/icons-material/Work';
import { ADMIN, SUPER_ADMIN } from '../auth/roles';
import type { ResourceDeclaration } from './types';

export const jobs: ResourceDeclaration = {
  name: 'jobs',
  apiPath: 'jobs',
  label: 'Jobs',
  createLabel: 'Add job',
  itemLabel: 'Job',
  icon: WorkIcon,
  roles: [SUPER_ADMIN, ADMIN],
  searchField: 'title',
  searchLabel: 'Search by title',
  recordName: 'title',
  canCreate: true,
  canEdit: true,
  canDelete: true,
  legacyPaths: { create: 'job/add' },
  fields: [
    {
      source: 'type',
      label: 'Job for',
      type: 'select',
      placeholder: 'Select job type',
      required: true,
      inList: true,
      choices: [
        { id: 'all', name: 'All' },
        { id: 'instructor', name: 'Instructor' },
      ],
    },
    { source: 'title', label: 'Title', type: 'text', minLength: 2, inList: true },
    { source: 'category', label: 'Category', type: 'text', minLength: 2, inList: true },
    // Add: longer than 1; edit: not empty (spec §5).
    {
      source: 'description',
      label: 'Description',
      type: 'richtext',
      minLength: 2,
      editMinLength: 1,
      inList: true,
    },
    { source: 'created_at', label: 'Created at', type: 'date', inList: true, inForm: false },
  ],
};
