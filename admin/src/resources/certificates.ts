import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { ADMIN, SUPER_ADMIN } from '../auth/roles';
import type { ResourceDeclaration } from './types';

/** Issued to a user for a course; the file is private (its owner and staff, DECISIONS 2). */
export const certificates: ResourceDeclaration = {
  name: 'certificates',
  apiPath: 'certificates',
  label: 'Certificates',
  createLabel: 'Add certificate',
  itemLabel: 'Certificate',
  icon: WorkspacePremiumIcon,
  roles: [SUPER_ADMIN, ADMIN],
  // The server matches a user id exactly, other text against the user's name.
  searchField: 'user_id',
  searchLabel: 'Search by user id or name',
  recordName: 'user',
  canCreate: true,
  canEdit: false,
  canDelete: true,
  canShow: true,
  legacyPaths: { create: 'addcertificate' },
  fields: [
    { source: 'user', label: 'User', type: 'object', display: 'name', inList: true },
    { source: 'course', label: 'Course', type: 'object', display: 'classification', inList: true },
    {
      source: 'user_id',
      label: 'User',
      type: 'reference',
      required: true,
      inShow: false,
      // Searched by name on the server; the email hint is shown to role 2001 only (DECISIONS 20).
      options: {
        apiPath: 'certificates/recipients',
        optionText: 'name',
        optionHint: 'email',
        autocomplete: true,
      },
    },
    {
      source: 'course_id',
      label: 'Course',
      type: 'reference',
      placeholder: 'Select course',
      required: true,
      inShow: false,
      options: { apiPath: 'courses', optionText: 'classification', optionHint: 'name' },
    },
    {
      source: 'certificate',
      label: 'Certificate',
      type: 'file',
      required: true,
      linkText: 'Download',
      accept: {
        'application/pdf': ['.pdf'],
        'image/jpeg': ['.jpg', '.jpeg'],
        'image/png': ['.png'],
        'image/gif': ['.gif'],
        'image/webp': ['.webp'],
      },
      inList: true,
    },
    { source: 'created_at', label: 'Issued at', type: 'date', inList: true, inForm: false },
  ],
};
