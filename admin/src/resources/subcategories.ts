import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { ADMIN, SUPER_ADMIN } from '../auth/roles';
import type { ResourceDeclaration } from './types';

export const subcategories: ResourceDeclaration = {
  name: 'subcategories',
  apiPath: 'sub-categories',
  label: 'Subcategories',
  createLabel: 'Add subcategories',
  itemLabel: 'Subcategory',
  icon: AccountTreeIcon,
  roles: [SUPER_ADMIN, ADMIN],
  searchField: 'title',
  searchLabel: 'Search by title',
  recordName: 'title',
  canCreate: true,
  canEdit: true,
  canDelete: true,
  legacyPaths: { create: 'addsubcategory' },
  fields: [
    {
      source: 'category_id',
      label: 'Category',
      type: 'reference',
      placeholder: 'Select category',
      required: true,
      options: { apiPath: 'categories', optionText: 'title' },
    },
    { source: 'category', label: 'Category', type: 'object', display: 'title', inList: true },
    { source: 'title', label: 'Subcategory', type: 'text', minLength: 2, inList: true },
  ],
};
