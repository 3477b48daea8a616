import CategoryIcon from '@mui/icons-material/Category';
import { CategoryTabs } from './category-tools/CategoryTabs';
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
  listHeader: CategoryTabs,
  fields: [{ source: 'title', label: 'Title', minLength: 2, inList: true }],
};
