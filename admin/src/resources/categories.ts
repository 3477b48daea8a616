import CategoryIcon from '@mui/icons-material/Category';
import { ADMIN, SUPER_ADMIN } from '../auth/roles';
import type { ResourceDeclaration } from './types';

export const categories: ResourceDeclaration = {
  name: 'categories',
  apiPath: 'categories',
  label: 'Categories',
  createLabel: 'Add categories',
  itemLabel: 'Category',
  icon: CategoryIcon,
  roles: [SUPER_ADMIN, ADMIN],
  searchField: 'title',
  searchLabel: 'Search by title',
  recordName: 'title',
  canCreate: true,
  canEdit: true,
  canDelete: true,
  legacyPaths: { create: 'addcategory' },
  fields: [{ source: 'title', label: 'Title', type: 'text', minLength: 2, inList: true }],
};
