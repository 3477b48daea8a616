import { getMetadataStorage } from 'class-validator';
import { CATEGORIES } from '../src/categories/categories.resource.js';
import { COURSES } from '../src/courses/courses.resource.js';
import { JOBS } from '../src/jobs/jobs.resource.js';
import testimonials from '../src/resources/testimonials.js';
import { Role } from '../src/common/access/roles.js';
import {
  bearer,
  createTestApp,
  signedInUser,
  type SignedIn,
  type TestApp,
  unique,
} from './support/test-app.js';

const dtoFields = (dto: abstract new () => unknown) =>
  [
    ...new Set(
      getMetadataStorage()
        .getTargetValidationMetadatas(dto, '', true, false)
        .map((r) => r.propertyName),
    ),
  ].sort();

describe('resource declarations', () => {
  let t: TestApp;
  let staff: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signedInUser(t, Role.Admin);
  });
  afterAll(() => t.close());

  it('derives request bodies with the declared fields only, named as the API document knows them', () => {
    expect(CATEGORIES.createDto.name).toBe('CategoryDto');
    // The Arabic twin of a translated field (`translated: true`) is a field of its own.
    expect(dtoFields(CATEGORIES.createDto)).toEqual(['title', 'title_ar']);
    expect([COURSES.createDto.name, COURSES.updateDto.name]).toEqual([
      'CreateCourseDto',
      'UpdateCourseDto',
    ]);
    expect(dtoFields(COURSES.updateDto)).not.toContain('image');
    expect(JOBS.fields.filter((f) => f.select).map((f) => f.name)).toEqual(['type']);
  });

  it('searches each field in its declared mode: prefix, contains, exact', async () => {
    const marker = unique('mode');
    const create = (body: object) =>
      t.api().post('/api/testimonials').set(bearer(staff.token)).send(body).expect(201);
    const row = (await create({ quote: `Middle ${marker} words`, author: `${marker} Adel` }))
      .body as { id: number };
    const search = async (query: string) =>
      (
        (
          await t
            .api()
            .post(`/api/testimonials/search?${query}`)
            .set(bearer(staff.token))
            .expect(200)
        ).body as { id: number }[]
      ).map((r) => r.id);
    expect(await search(`quote=${marker}`)).toEqual([row.id]); // contains
    expect(await search(`author=${marker}`)).toEqual([row.id]); // prefix
    expect(await search(`author=Adel&quote=${marker}`)).toEqual([]); // prefix: not in the middle
    const job = {
      title: `Job ${marker}`,
      category: 'Drilling',
      description: '<p>Field work</p>',
      type: 'instructor',
    };
    const saved = (await t.api().post('/api/jobs').set(bearer(staff.token)).send(job).expect(201))
      .body as { id: number };
    const jobs = async (query: string) =>
      (
        (
          await t
            .api()
            .post(`/api/jobs/search?title=${marker}&${query}`)
            .set(bearer(staff.token))
            .expect(200)
        ).body as { id: number }[]
      ).map((r) => r.id);
    expect(await jobs('type=instructor')).toEqual([saved.id]);
    expect(await jobs('type=instr')).toEqual([]); // exact
  });

  it('reads a flag sent as text ("false", as forms send it) and hides the row from visitors', async () => {
    const body = { quote: `Quiet ${unique('flag')}`, author: 'Someone', published: 'false' };
    const res = await t
      .api()
      .post('/api/testimonials')
      .set(bearer(staff.token))
      .send(body)
      .expect(201);
    const row = res.body as { id: number; published: boolean; company: string };
    expect(row).toMatchObject({ published: false, company: '' });
    await t.api().get(`/api/testimonials/${row.id}`).expect(404);
    const bad = await t
      .api()
      .post('/api/testimonials')
      .set(bearer(staff.token))
      .send({ quote: 'Fine words', author: 'Someone', published: 'maybe' })
      .expect(422);
    expect((bad.body as { message: string }).message).toBe(
      'The published field must be true or false',
    );
  });

  it('documents a declared resource in the OpenAPI document (the dashboard reads it)', async () => {
    const doc = (await t.api().get('/api/docs.json').expect(200)).body as {
      components: { schemas: Record<string, { properties: Record<string, { type: string }> }> };
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/api/testimonials'])).toEqual(
      expect.arrayContaining(['get', 'post']),
    );
    expect(doc.components.schemas.Testimonial.properties).toMatchObject({
      id: { type: 'integer' },
      published: { type: 'boolean' },
      created_at: { type: 'string' },
    });
    expect(Object.keys(doc.components.schemas.TestimonialDto.properties).sort()).toEqual(
      dtoFields(testimonials.createDto),
    );
  });
});
