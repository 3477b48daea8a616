import { Course } from '../src/model/course.entity.js';
import { dependentsOf, isRowReferenced } from '../src/database/foreign-keys.js';
import { PaymentOrder } from '../src/model/payment-order.entity.js';
import { Purchase } from '../src/model/purchase.entity.js';
import { Role } from '../src/common/access/roles.js';
import { makeCourse } from './support/courses.js';
import {
  bearer,
  createTestApp,
  signedInUser,
  type SignedIn,
  type TestApp,
  unique,
} from './support/test-app.js';

/**
 * DECISIONS 7 through the database's own foreign keys: the courses module imports nothing of
 * payments, purchases or certificates; the 409 names what the schema says depends on a course.
 */
describe('A delete refused by a foreign key answers 409 naming the dependents', () => {
  let t: TestApp;
  let admin: SignedIn;
  let member: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t, Role.Admin);
    member = await signedInUser(t, Role.User);
  });
  afterAll(() => t.close());

  const order = (courseId: number) =>
    t.db.getRepository(PaymentOrder).save({
      user_id: member.id,
      course_id: courseId,
      amount_cents: 100,
      currency: 'EGP',
      status: 'expired',
      merchant_reference: unique('ref'),
      provider: 'emulator',
      billing: {},
    });

  it('finds in the schema the keys that refuse a course delete (and not the cascading ones)', async () => {
    const course = await makeCourse(t);
    await order(course.id);
    await t.db.getRepository(Purchase).save({ user_id: member.id, course_id: course.id });
    await t
      .api()
      .post(`/api/courses/wishlist/add/${course.id}`)
      .set(bearer(member.token))
      .expect(200);
    const found = await dependentsOf(t.db, 'courses', course.id);
    // wishlist_items cascades: a wished-for course may go, taking the wish with it.
    expect(found).toEqual([
      { table: 'payment_orders', label: 'payment order', count: 1 },
      { table: 'purchases', label: 'purchase', count: 1 },
    ]);
  });

  it('counts in the plural, deletes nothing, and deletes once the dependents are gone', async () => {
    const course = await makeCourse(t);
    const first = await order(course.id);
    const second = await order(course.id);
    const res = await t
      .api()
      .delete(`/api/courses/${course.id}`)
      .set(bearer(admin.token))
      .expect(409);
    expect(res.body).toEqual({
      message: `The course "${course.name}" has 2 payment orders; it cannot be deleted.`,
    });
    expect(await t.db.getRepository(Course).existsBy({ id: course.id })).toBe(true);

    await t.db.getRepository(PaymentOrder).delete([first.id, second.id]);
    await t
      .api()
      .delete(`/api/courses/${course.id}`)
      .set(bearer(admin.token))
      .expect(200, { id: course.id });
  });

  it('recognises the refusal of this database and no other constraint failure', async () => {
    const course = await makeCourse(t);
    await order(course.id);
    const refused = await t.db
      .getRepository(Course)
      .delete(course.id)
      .catch((error: unknown) => error);
    expect(isRowReferenced(refused)).toBe(true);
    // A child pointing at a missing parent is an insert's failure, not a refused delete.
    const orphan = await t.db
      .getRepository(Purchase)
      .save({ user_id: member.id, course_id: 2_000_000_000 })
      .catch((error: unknown) => error);
    expect(orphan).toBeInstanceOf(Error);
    expect(isRowReferenced(orphan)).toBe(false);
  });
});
