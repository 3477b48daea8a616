import AccountTreeIcon from '@mui/icons-material/AccountTree';
import type { ResourceCustomization } from './types';

export const subcategories: ResourceCustomization = {
  name: 'subcategories',
  apiPath: 'sub-categories',
  label: 'Subcategories',
  createLabel: 'Add subcategory',
  itemLabel: 'Subcategory',
  icon: AccountTreeIcon,
  searchField: 'title',
  legacyPaths: { create: 'addsubcategory' },
  // Reached from the Categories entry (layout/menuGroups.ts), by these tabs.
  fields: [
    { source: 'category_id', label: 'Category', placeholder: 'Select category', required: true },
    { source: 'category', label: 'Category', inList: true },
    { source: 'title', label: 'Subcategory', minLength: 2, inList: true },
  ],
};
