import CategoryIcon from '@mui/icons-material/Category';
import type { ResourceCustomization } from './types';

export const categories: ResourceCustomization = {
  apiPath: 'categories',
  label: 'Categories',
  createLabel: 'Add category',
  itemLabel: 'Category',
  icon: CategoryIcon,
  searchField: 'title',
  legacyPaths: { create: 'addcategory' },
  // One sidebar entry for both lists (issue 26 item 11): tabs lead to the subcategories.
  fields: [{ source: 'title', label: 'Title', minLength: 2, inList: true }],
};
