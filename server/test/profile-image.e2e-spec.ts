import fs from 'node:fs';
import path from 'node:path';
import { storageRoots } from '../src/storage/storage.service.js';
import { Role } from '../src/common/access/roles.js';
import { User } from '../src/model/user.entity.js';
import { PNG } from './support/courses.js';
import {
  bearer,
  createTestApp,
  signedInUser,
  type SignedIn,
  type TestApp,
} from './support/test-app.js';

/** A 1×1 GIF: a second valid picture, to replace the first. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

interface PublicUser {
  id: number;
  profile_image: string | null;
}

describe('Profile picture API (DECISIONS 22)', () => {
  let t: TestApp;
  let boss: SignedIn;
  let admin: SignedIn;
  let member: SignedIn;
  let picturesDir: string;
  beforeAll(async () => {
    t = await createTestApp();
    boss = await signedInUser(t, Role.SuperAdmin);
    admin = await signedInUser(t, Role.Admin);
    member = await signedInUser(t, Role.User);
    picturesDir = path.join(storageRoots(t.config.dataDir).public, 'profile-images');
  });
  afterAll(() => t.close());

  const stored = () => (fs.existsSync(picturesDir) ? fs.readdirSync(picturesDir).sort() : []);
  const fileOf = (key: string) =>
    path.join(storageRoots(t.config.dataDir).public, key.replace(/^\/storage\//, ''));

  const upload = (id: number, token: string, bytes: Buffer, filename = 'me.png') =>
    t
      .api()
      .post(`/api/users/${id}/upload-image`)
      .set(bearer(token))
      .attach('profile_image', bytes, filename);

  const me = async (token: string) =>
    (await t.api().get('/api/user').set(bearer(token)).expect(200)).body as PublicUser;

  it('round-trips: upload, served under /storage, replaced, deleted with its file', async () => {
    const user = await signedInUser(t, Role.User);
    expect((await me(user.token)).profile_image).toBeNull();

    const first = await upload(user.id, user.token, PNG).expect(200);
    const firstKey = (first.body as PublicUser).profile_image!;
    expect(firstKey).toMatch(/^profile-images\/[\w-]+\.png$/);
    expect(first.body).toMatchObject({ id: user.id, email: user.email });
    expect((await me(user.token)).profile_image).toBe(firstKey);

    const served = await t.api().get(`/storage/${firstKey}`).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.body as Buffer, PNG)).toBe(0);

    // A new picture replaces the old one, whose file goes.
    const second = await upload(user.id, user.token, GIF, 'me.gif').expect(200);
    const secondKey = (second.body as PublicUser).profile_image!;
    expect(secondKey).toMatch(/^profile-images\/[\w-]+\.gif$/);
    expect(fs.existsSync(fileOf(firstKey))).toBe(false);
    expect(fs.existsSync(fileOf(secondKey))).toBe(true);
    await t.api().get(`/storage/${firstKey}`).expect(404);

    const removed = await t
      .api()
      .delete(`/api/users/${user.id}/delete-image`)
      .set(bearer(user.token))
      .expect(200);
    expect((removed.body as PublicUser).profile_image).toBeNull();
    expect((await me(user.token)).profile_image).toBeNull();
    expect(fs.existsSync(fileOf(secondKey))).toBe(false);
    await t.api().get(`/storage/${secondKey}`).expect(404);

    // Deleting when there is none is harmless.
    await t.api().delete(`/api/users/${user.id}/delete-image`).set(bearer(user.token)).expect(200);
  });

  it("refuses another user's picture to anyone but 2001 (403), and stores nothing", async () => {
    const owner = await signedInUser(t, Role.User);
    const before = stored();
    for (const other of [member, admin]) {
      const res = await upload(owner.id, other.token, PNG).expect(403);
      expect(res.body.message).toBe('You can only change your own profile picture');
      await t
        .api()
        .delete(`/api/users/${owner.id}/delete-image`)
        .set(bearer(other.token))
        .expect(403);
    }
    expect(stored()).toEqual(before);
    expect((await me(owner.token)).profile_image).toBeNull();

    await t
      .api()
      .post(`/api/users/${owner.id}/upload-image`)
      .attach('profile_image', PNG, 'a.png')
      .expect(401);
    await t.api().delete(`/api/users/${owner.id}/delete-image`).expect(401);
  });

  it("lets 2001 set and remove anyone's picture; an unknown user is 404", async () => {
    const owner = await signedInUser(t, Role.Admin);
    const res = await upload(owner.id, boss.token, PNG).expect(200);
    const key = (res.body as PublicUser).profile_image!;
    expect((await me(owner.token)).profile_image).toBe(key);
    await t.api().delete(`/api/users/${owner.id}/delete-image`).set(bearer(boss.token)).expect(200);
    expect((await me(owner.token)).profile_image).toBeNull();
    expect(fs.existsSync(fileOf(key))).toBe(false);

    await upload(999999, boss.token, PNG).expect(404);
    await t.api().delete('/api/users/999999/delete-image').set(bearer(boss.token)).expect(404);
  });

  it('refuses a non-image, an oversized file or no file with a message, storing nothing', async () => {
    const before = stored();
    const script = await upload(
      member.id,
      member.token,
      Buffer.from('<svg onload=alert(1)>'),
      'x.png',
    ).expect(422);
    expect(script.body.message).toBe('The image must be a JPEG, PNG, GIF or WebP image');
    expect(script.body.errors).toEqual({
      profile_image: 'The image must be a JPEG, PNG, GIF or WebP image',
    });
    await upload(member.id, member.token, PDF, 'cv.png').expect(422);

    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const large = await upload(member.id, member.token, big).expect(413);
    expect(large.body.message).toBe('The image must be at most 5 MB');

    const none = await t
      .api()
      .post(`/api/users/${member.id}/upload-image`)
      .set(bearer(member.token))
      .field('name', 'x')
      .expect(422);
    expect(none.body.message).toBe('The image file is required');

    const wrongField = await t
      .api()
      .post(`/api/users/${member.id}/upload-image`)
      .set(bearer(member.token))
      .attach('image', PNG, 'me.png');
    expect(wrongField.status).toBeGreaterThanOrEqual(400);
    expect(wrongField.status).toBeLessThan(500);
    expect(wrongField.body.message).toEqual(expect.any(String));

    expect(stored()).toEqual(before);
    expect((await me(member.token)).profile_image).toBeNull();
  });

  it('removes the picture file when 2001 deletes the user', async () => {
    const doomed = await signedInUser(t, Role.User);
    const key = ((await upload(doomed.id, doomed.token, PNG).expect(200)).body as PublicUser)
      .profile_image!;
    expect(fs.existsSync(fileOf(key))).toBe(true);
    await t.api().delete(`/api/users/${doomed.id}`).set(bearer(boss.token)).expect(200);
    expect(fs.existsSync(fileOf(key))).toBe(false);
    expect(await t.db.getRepository(User).findOneBy({ id: doomed.id })).toBeNull();
  });

  it('keeps the public user shape in the admin list and on sign-in', async () => {
    const page = await t
      .api()
      .get('/api/users?page=1&limit=50')
      .set(bearer(boss.token))
      .expect(200);
    for (const row of page.body.data as PublicUser[]) expect(row).toHaveProperty('profile_image');
    const login = await t
      .api()
      .post('/api/login')
      .send({ email_or_phone: member.email, password: member.password })
      .expect(200);
    expect(login.body.data.user).toHaveProperty('profile_image', null);
  });
});
