import { Purchase } from '../src/model/purchase.entity.js';
import { Role } from '../src/common/access/roles.js';
import { makeCourse } from './support/courses.js';
import {
  bearer,
  createTestApp,
  signedInUser,
  type SignedIn,
  type TestApp,
} from './support/test-app.js';

describe('Wishlist and purchased courses', () => {
  let t: TestApp;
  let member: SignedIn;
  let other: SignedIn;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    member = await signedInUser(t, Role.User);
    other = await signedInUser(t, Role.User);
    admin = await signedInUser(t, Role.Admin);
  });
  afterAll(() => t.close());

  const wishlistIds = async (user: SignedIn) => {
    const res = await t.api().get('/api/users/wishlist').set(bearer(user.token)).expect(200);
    return (res.body.wishlist as { id: number }[]).map((course) => course.id);
  };

  it('adds idempotently and lists full course items under {wishlist}', async () => {
    const course = await makeCourse(t);
    for (let i = 0; i < 2; i++) {
      const res = await t
        .api()
        .post(`/api/courses/wishlist/add/${course.id}`)
        .set(bearer(member.token))
        .expect(200);
      expect(res.body).toEqual({ message: 'The course is in your wishlist' });
    }
    await Promise.all(
      [1, 2, 3].map(() =>
        t
          .api()
          .post(`/api/courses/wishlist/add/${course.id}`)
          .set(bearer(member.token))
          .expect(200),
      ),
    );
    const res = await t.api().get('/api/users/wishlist').set(bearer(member.token)).expect(200);
    expect(res.body.wishlist).toHaveLength(1);
    expect(res.body.wishlist[0]).toMatchObject({
      id: course.id,
      name: course.name,
      price: 1500.5,
      category: { id: course.category_id, title: course.category.title },
      sub_category: { id: course.sub_category_id, title: course.sub_category.title },
    });
    // Each user has their own list.
    expect(await wishlistIds(other)).not.toContain(course.id);
  });

  it('removes idempotently', async () => {
    const course = await makeCourse(t);
    await t
      .api()
      .post(`/api/courses/wishlist/add/${course.id}`)
      .set(bearer(member.token))
      .expect(200);
    for (let i = 0; i < 2; i++) {
      const res = await t
        .api()
        .delete(`/api/courses/wishlist/remove/${course.id}`)
        .set(bearer(member.token))
        .expect(200);
      expect(res.body.message).toBe('The course was removed from your wishlist');
    }
    expect(await wishlistIds(member)).not.toContain(course.id);
  });

  it('answers 404 for an unknown course and 401 without a token', async () => {
    await t
      .api()
      .post('/api/courses/wishlist/add/99999999')
      .set(bearer(member.token))
      .expect(404, { message: 'Course not found' });
    await t.api().post('/api/courses/wishlist/add/1').expect(401);
    await t.api().delete('/api/courses/wishlist/remove/1').expect(401);
    await t.api().get('/api/users/wishlist').expect(401);
    await t.api().get('/api/user/courses').expect(401);
  });

  it('routes /users/wishlist and /courses/wishlist/* to the wishlist, not to /:id', async () => {
    // A 1997 user reaches the wishlist, not the 2001-only GET /users/:id (403).
    await t.api().get('/api/users/wishlist').set(bearer(member.token)).expect(200);
    // Staff too: not taken for a user id (which would be a 404 "Not found").
    const staff = await t.api().get('/api/users/wishlist').set(bearer(admin.token)).expect(200);
    expect(staff.body).toEqual({ wishlist: [] });
    // "wishlist" is not a course id for update (staff) nor for delete.
    const course = await makeCourse(t);
    const res = await t
      .api()
      .post(`/api/courses/wishlist/add/${course.id}`)
      .set(bearer(admin.token))
      .expect(200);
    expect(res.body.message).toBe('The course is in your wishlist');
    await t
      .api()
      .delete(`/api/courses/wishlist/remove/${course.id}`)
      .set(bearer(admin.token))
      .expect(200);
    await t.api().get(`/api/courses/${course.id}`).expect(200);
    // The users admin route is still there for the top role.
    const top = await signedInUser(t, Role.SuperAdmin);
    await t.api().get(`/api/users/${member.id}`).set(bearer(top.token)).expect(200);
  });

  it('lists the purchased courses under {courses}', async () => {
    const bought = await makeCourse(t);
    await makeCourse(t);
    const before = await t.api().get('/api/user/courses').set(bearer(member.token)).expect(200);
    expect(before.body.courses.map((c: { id: number }) => c.id)).not.toContain(bought.id);
    await t.db.getRepository(Purchase).save({ user_id: member.id, course_id: bought.id });
    const after = await t.api().get('/api/user/courses').set(bearer(member.token)).expect(200);
    expect(after.body.courses[0]).toMatchObject({
      id: bought.id,
      name: bought.name,
      image: bought.image,
      classification: bought.classification,
      price: 1500.5,
      sub_category: { title: bought.sub_category.title },
    });
    const others = await t.api().get('/api/user/courses').set(bearer(other.token)).expect(200);
    expect(others.body).toEqual({ courses: [] });
  });
});
