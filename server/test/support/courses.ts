import { Category } from '../../src/model/category.entity.js';
import { Course } from '../../src/model/course.entity.js';
import { SubCategory } from '../../src/model/sub-category.entity.js';
import { type TestApp, unique } from './test-app.js';

/** A 1×1 PNG: a valid course image. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A category, one of its subcategories and a course in it, written straight to the database. */
export async function makeCourse(
  t: Pick<TestApp, 'db'>,
  fields: Partial<Course> = {},
): Promise<Course & { category: Category; sub_category: SubCategory }> {
  const category = await t.db.getRepository(Category).save({ title: unique('Cat ') });
  const sub = await t.db
    .getRepository(SubCategory)
    .save({ title: unique('Sub '), category_id: category.id });
  const course = await t.db.getRepository(Course).save({
    name: unique('Course '),
    classification: unique('CL-'),
    discipline: 'Drilling',
    price: 1500.5,
    image: '/storage/courses/none.png',
    description: '<p>Well control for <strong>supervisors</strong>.</p>',
    location: 'New Cairo',
    time: '3 days',
    instructor: 'Eng. Test',
    category_id: category.id,
    sub_category_id: sub.id,
    ...fields,
  });
  return { ...course, category, sub_category: sub };
}
