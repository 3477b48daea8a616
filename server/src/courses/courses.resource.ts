import { defineResource } from '../common/resource/resource.js';
import { STAFF_ROLES } from '../common/access/roles.js';
import { Course } from '../model/course.entity.js';

/** The catalogue: anyone reads; staff write (multipart with the image: the entity's `Upload`). */
export const COURSES = defineResource({
  path: 'courses',
  entity: Course,
  label: 'Course',
  staff: STAFF_ROLES,
  publicRead: true,
  update: 'partial',
  // The spec searches courses by name; "title" is accepted as the same search.
  searchAliases: { title: 'name' },
  relations: { category: true, sub_category: true },
  title: 'name',
  // A course with payments, bookings or certificates stays (DECISIONS 7): the foreign keys
  // refuse the delete; the 409 names them in the order a booking makes them.
  dependentsNamedFirst: ['payment_orders', 'purchases', 'certificates'],
});
