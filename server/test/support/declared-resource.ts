import { getMetadataStorage } from 'class-validator';
import type { Resource } from '../../src/common/resource/resource.js';
import { Role } from '../../src/common/access/roles.js';
import {
  bearer,
  createTestApp,
  signedInUser,
  type SignedIn,
  type TestApp,
  unique,
} from './test-app.js';

type Body = Record<string, unknown>;

/** A valid create body read from the resource's derived DTO rules; text starts with `marker`. */
export function sampleBody<T>(resource: Resource<T>, marker: string): Body {
  const body: Body = {};
  const rules = getMetadataStorage().getTargetValidationMetadatas(
    resource.createDto,
    '',
    true,
    false,
  );
  for (const rule of rules) {
    const max = rules.find((r) => r.propertyName === rule.propertyName && r.name === 'maxLength');
    const limit = (max?.constraints?.[0] as number | undefined) ?? 191;
    if (rule.name === 'isString')
      body[rule.propertyName] = `${marker} ${rule.propertyName}`.slice(0, limit);
    if (rule.name === 'isBoolean') body[rule.propertyName] = true;
    if (rule.name === 'isIn') body[rule.propertyName] = (rule.constraints[0] as unknown[])[0];
  }
  return body;
}

/** The body of a row that visitors must not see: each boolean of `visible.public` flipped. */
function hiddenBody<T>(resource: Resource<T>, body: Body): Body | undefined {
  const rule = resource.visible?.public as Body | undefined;
  if (!rule) return undefined;
  return { ...body, ...Object.fromEntries(Object.entries(rule).map(([k, v]) => [k, !v])) };
}

/**
 * The standard behaviour every declared resource promises, checked through the HTTP API:
 * staff CRUD with whitelisted fields and readable 422s, visibility by caller on list, id and
 * search, and roles on every route. A resource's own test calls this and adds its specifics.
 */
export function describeDeclaredResource<T>(resource: Resource<T>) {
  const url = `/api/${resource.path}`;
  describe(`${resource.label} (declared resource)`, () => {
    let t: TestApp;
    let staff: SignedIn;
    let member: SignedIn;
    const create = async (body: Body) =>
      (await t.api().post(url).set(bearer(staff.token)).send(body).expect(201)).body as Body;

    beforeAll(async () => {
      t = await createTestApp();
      staff = await signedInUser(t, Role.Admin);
      member = await signedInUser(t, Role.User);
    });
    afterAll(() => t.close());

    it('lets staff create, read, update and delete, with declared fields only', async () => {
      const body = sampleBody(resource, unique('crud'));
      const sneaky = { ...body, id: 987654, created_at: '2000-01-01T00:00:00.000Z', role: 2001 };
      const row = await create(sneaky);
      expect(row).toMatchObject(body);
      expect(row.id).not.toBe(987654);
      expect(row).not.toHaveProperty('role');
      expect(String(row.created_at)).not.toMatch(/^2000/);
      const changed = sampleBody(resource, unique('upd'));
      const path = `${url}/${String(row.id)}`;
      const updated = await t.api().post(path).set(bearer(staff.token)).send(changed).expect(201);
      expect(updated.body).toMatchObject({ ...changed, id: row.id });
      await t.api().delete(path).set(bearer(staff.token)).expect(200);
      await t.api().get(path).set(bearer(staff.token)).expect(404);
    });

    it('answers 422 with a readable message for each missing required field', async () => {
      const body = sampleBody(resource, unique('bad'));
      const required = resource.fields.filter((field) => !field.optional).map((f) => f.name);
      for (const field of required) {
        const res = await t
          .api()
          .post(url)
          .set(bearer(staff.token))
          .send({ ...body, [field]: '' });
        expect([field, res.status]).toEqual([field, 422]);
        expect((res.body as { message: string }).message).toMatch(/^The /);
      }
    });

    it('shows visitors and users only the rows they may see; staff see all', async () => {
      const marker = unique('vis');
      const shown = await create(sampleBody(resource, marker));
      const hiddenInput = hiddenBody(resource, sampleBody(resource, marker));
      const hidden = hiddenInput ? await create(hiddenInput) : undefined;
      for (const token of [undefined, member.token]) {
        const as = (req: ReturnType<ReturnType<TestApp['api']>['get']>) =>
          token ? req.set(bearer(token)) : req;
        const list = (await as(t.api().get(url)).expect(200)).body as Body[];
        expect(list.map((r) => r.id)).toContain(shown.id);
        if (hidden) expect(list.map((r) => r.id)).not.toContain(hidden.id);
        await as(t.api().get(`${url}/${String(shown.id)}`)).expect(200);
        if (hidden) await as(t.api().get(`${url}/${String(hidden.id)}`)).expect(404);
        await as(t.api().get(`${url}?page=1&limit=100`)).expect(200);
      }
      const field = resource.fields.find((f) => f.search && f.search !== 'exact');
      if (field) {
        const search = `${url}/search?${field.name}=${encodeURIComponent(marker)}`;
        await t.api().post(search).expect(401);
        await t.api().post(search).set(bearer(member.token)).expect(403);
        const found = (await t.api().post(search).set(bearer(staff.token)).expect(200))
          .body as Body[];
        expect(found.map((r) => r.id).sort()).toEqual(
          [shown.id, hidden?.id].filter(Boolean).sort(),
        );
      }
      if (hidden)
        await t
          .api()
          .get(`${url}/${String(hidden.id)}`)
          .set(bearer(staff.token))
          .expect(200);
    });

    it('refuses writes to visitors (401) and users (403)', async () => {
      const row = await create(sampleBody(resource, unique('roles')));
      const body = sampleBody(resource, unique('nope'));
      const path = `${url}/${String(row.id)}`;
      await t.api().post(url).send(body).expect(401);
      await t.api().post(url).set(bearer(member.token)).send(body).expect(403);
      await t.api().post(path).set(bearer(member.token)).send(body).expect(403);
      await t.api().delete(path).set(bearer(member.token)).expect(403);
    });
  });
}
