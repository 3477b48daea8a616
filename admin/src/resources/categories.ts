import CategoryIcon from '@mui/icons-material/Category';
import type { ResourceCustomization } from './types';

export const categories: ResourceCustomization = {
  apiPath: 'categories',
  label: 'Categories',
  createLabel: 'Add categories',
  itemLabel: 'Category',
  icon: CategoryIcon,
  searchField: 'title',
  legacyPaths: { create: 'addcategory' },
  fields: [{ source: 'title', label: 'Title', minLength: 2, inList: true }],
};
