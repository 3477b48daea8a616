import { defineResource } from '../common/resource/resource.js';
import { Course } from '../courses/course.entity.js';
import { STAFF_ROLES } from '../users/role.js';
import { SubCategory } from './sub-category.entity.js';

export const SUB_CATEGORIES = defineResource({
  path: 'sub-categories',
  entity: SubCategory,
  label: 'Subcategory',
  staff: STAFF_ROLES,
  publicRead: true,
  relations: { category: true },
  listOrder: { id: 'ASC' },
  refuseDelete: [
    { entity: () => Course, column: 'sub_category_id', one: 'course', many: 'courses' },
  ],
});
