import { defineResource } from '../common/resource/resource.js';
import { Course } from '../model/course.entity.js';
import { STAFF_ROLES } from '../common/access/roles.js';
import { SubCategory } from '../model/sub-category.entity.js';

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
