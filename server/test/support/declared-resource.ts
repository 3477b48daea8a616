import type { FieldMeta } from '../../src/common/resource/fields.js';
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

/** A number inside the field's bounds (a whole one: it fits a decimal of any scale). */
const numberWithin = ({ schema }: FieldMeta, wanted: number) =>
  Math.min(schema.maximum ?? wanted, Math.max(schema.minimum ?? 0, wanted));

/**
 * A valid value of one field, read from its declared kind and schema; text starts with
 * `marker`. A reference (a row of another resource) and the upload (a multipart file) have no
 * sample: the JSON body leaves them out.
 */
function sampleValue(field: FieldMeta, marker: string): unknown {
  switch (field.kind) {
    case 'text':
      return `${marker} ${field.name}`.slice(0, field.schema.maxLength ?? 191);
    case 'richtext':
      return `<p>${marker} <strong>${field.name}</strong></p>`;
    case 'flag':
      return true;
    case 'choice':
      return field.schema.enum?.[0];
    case 'int':
      return numberWithin(field, 7);
    case 'decimal':
      return numberWithin(field, 12);
    case 'datetime':
      // Whole seconds: a MySQL DATETIME keeps no milliseconds.
      return '2027-02-10T07:00:00.000Z';
    default:
      return undefined;
  }
}

/** A valid create body from the resource's declared fields; text starts with `marker`. */
export function sampleBody<T>(resource: Resource<T>, marker: string): Body {
  const body: Body = {};
  for (const field of resource.fields) {
    const value = sampleValue(field, marker);
    if (value !== undefined) body[field.name] = value;
  }
  return body;
}

/** HTML that must not survive a rich-text field: a script, an event handler, a javascript: link. */
const HOSTILE_HTML =
  '<p onclick="steal()">Kept <em>text</em></p><script>alert(1)</script>' +
  '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a>';

/** True when the rows are in the declared order of the visitors' list (its first key). */
function inListOrder(rows: Body[], order: Record<string, unknown>): boolean {
  const [key, direction] = Object.entries(order)[0] ?? [];
  if (!key || (direction !== 'ASC' && direction !== 'DESC')) return true;
  const values = rows.map((row) => row[key] as number | string);
  return values.every((value, i) =>
    i === 0 ? true : direction === 'ASC' ? values[i - 1] <= value : values[i - 1] >= value,
  );
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
      const required = resource.fields
        .filter((field) => !field.optional && sampleValue(field, 'x') !== undefined)
        .map((f) => f.name);
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

    const richText = resource.fields.filter((field) => field.kind === 'richtext');
    if (richText.length) {
      it('stores rich text sanitised: no script, event handler or javascript: link', async () => {
        const body = sampleBody(resource, unique('html'));
        for (const field of richText) body[field.name] = HOSTILE_HTML;
        const row = await create(body);
        const path = `${url}/${String(row.id)}`;
        const read = (await t.api().get(path).set(bearer(staff.token)).expect(200)).body as Body;
        for (const field of richText) {
          expect(read[field.name]).toContain('Kept <em>text</em>');
          expect(read[field.name]).not.toMatch(/script|onerror|onclick|javascript:/i);
        }
        // An update is sanitised the same way.
        const updated = await t.api().post(path).set(bearer(staff.token)).send(body).expect(201);
        for (const field of richText) {
          expect((updated.body as Body)[field.name]).not.toMatch(/script|onerror/i);
        }
      });
    }

    if (resource.listOrder) {
      it('lists rows to visitors in the declared order', async () => {
        const order = resource.listOrder as Record<string, unknown>;
        const [key] = Object.keys(order);
        const marker = unique('order');
        const field = resource.fields.find((f) => f.name === key);
        // Rows whose ordering value runs against their creation order.
        for (const wanted of [9, 3, 6]) {
          const body = sampleBody(resource, marker);
          if (field?.kind === 'int' || field?.kind === 'decimal') {
            body[key] = numberWithin(field, wanted);
          }
          await create(body);
        }
        const list = (await t.api().get(url).expect(200)).body as Body[];
        expect(inListOrder(list, order)).toBe(true);
      });
    }

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
