import { Course } from '../model/course.entity.js';
import { defineResource } from '../common/resource/resource.js';
import { SubCategory } from '../model/sub-category.entity.js';
import { STAFF_ROLES } from '../common/access/roles.js';
import { Category } from '../model/category.entity.js';

export const CATEGORIES = defineResource({
  path: 'categories',
  entity: Category,
  label: 'Category',
  staff: STAFF_ROLES,
  publicRead: true,
  // Public tabs follow the order the catalogue was built in.
  listOrder: { id: 'ASC' },
  refuseDelete: [
    { entity: () => SubCategory, column: 'category_id', one: 'subcategory', many: 'subcategories' },
    { entity: () => Course, column: 'category_id', one: 'course', many: 'courses' },
  ],
});
