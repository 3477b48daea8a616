import { createTestApp, type TestApp } from './support/test-app.js';

interface Operation {
  operationId: string;
  'x-roles'?: string[];
  'x-undocumented-response'?: boolean;
  'x-search-params'?: string[];
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; schema?: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: { $ref?: string; properties?: object } }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
}
interface Layer {
  route?: { path: unknown; methods?: Record<string, boolean> };
}

/**
 * Every route the server really answers under /api, read from express's router (what Nest
 * registered), as `METHOD /api/path/{param}`. The document's own pages are left out.
 */
function realRoutes(t: TestApp): string[] {
  const express = t.app.getHttpAdapter().getInstance() as { router: { stack: Layer[] } };
  const routes = new Set<string>();
  for (const layer of express.router.stack) {
    const route = layer.route;
    if (!route || typeof route.path !== 'string' || !route.path.startsWith('/api/')) continue;
    if (route.path.startsWith('/api/docs')) continue;
    for (const [method, on] of Object.entries(route.methods ?? {})) {
      if (!on || method === '_all') continue;
      routes.add(`${method.toUpperCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return [...routes].sort();
}

describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: Document;
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
    );

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.api().get('/api/docs.json').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    doc = res.body as Document;
  });
  afterAll(() => t.close());

  it('is OpenAPI 3 and names every route the server answers', () => {
    expect(doc.openapi).toMatch(/^3\./);
    const real = realRoutes(t);
    expect(real.length).toBeGreaterThan(50);
    const documented = new Set(operations().map(({ key }) => key));
    expect(real.filter((route) => !documented.has(route))).toEqual([]);
    // …and documents no route that does not exist.
    expect([...documented].filter((route) => !real.includes(route))).toEqual([]);
  });

  it('gives every route its roles, its success shape and its errors', () => {
    for (const { key, op } of operations()) {
      expect([key, op['x-undocumented-response'] ?? false]).toEqual([key, false]);
      expect([key, op['x-roles']?.length ?? 0]).not.toEqual([key, 0]);
      expect(op.description).toContain('**Access:**');
      const success = Object.entries(op.responses).find(([code]) => /^2\d\d$/.test(code));
      expect([key, Boolean(success?.[1].content)]).toEqual([key, true]);
      if (op['x-roles']?.some((role) => /^\d{4}$/.test(role))) {
        expect([key, Object.keys(op.responses)]).toEqual([
          key,
          expect.arrayContaining(['401', '403']),
        ]);
      }
    }
  });

  it('describes request bodies from the DTOs and multipart uploads with their file', () => {
    const login = doc.paths['/api/login'].post.requestBody!.content['application/json'].schema;
    expect(login.$ref).toBe('#/components/schemas/LoginDto');
    expect(Object.keys(doc.components.schemas.LoginDto.properties!)).toEqual(
      expect.arrayContaining(['email_or_phone', 'password']),
    );
    const course = doc.paths['/api/courses'].post.requestBody!.content['multipart/form-data'];
    expect(course.schema.properties).toMatchObject({
      name: { type: 'string', minLength: 2 },
      price: { type: 'number' },
      image: { type: 'string', format: 'binary' },
    });
    const apply = doc.paths['/api/job-requests'].post.requestBody!.content['multipart/form-data'];
    expect(Object.keys(apply.schema.properties!)).toEqual(
      expect.arrayContaining(['full_name', 'country', 'email', 'job_id', 'gpa', 'cv']),
    );
    const paged = doc.paths['/api/courses'].get.parameters!.map((p) => `${p.in}:${p.name}`);
    expect(paged).toEqual(expect.arrayContaining(['query:page', 'query:limit']));
  });

  it('states who may call each route', () => {
    expect(doc.paths['/api/users'].get['x-roles']).toEqual(['2001', '1996']);
    expect(doc.paths['/api/users'].post['x-roles']).toEqual(['2001']);
    expect(doc.paths['/api/courses'].get['x-roles']).toEqual(['public']);
    expect(doc.paths['/api/user'].get['x-roles']).toEqual(['signed-in']);
    const cv = doc.paths['/api/job-requests/{id}/cv'].get;
    expect(cv['x-roles']).toContain('signed address');
    expect(cv.parameters!.map((p) => p.name)).toEqual(expect.arrayContaining(['expires', 'sig']));
    expect(doc.paths['/api/courses'].get.security).toEqual([{}, { bearer: [] }]);
    expect(doc.paths['/api/users/{id}'].get.security).toEqual([{ bearer: [] }]);
  });

  it('lists the CRUD resources with their roles, actions and search (x-resources)', () => {
    const resources = (doc as unknown as { 'x-resources': Record<string, unknown>[] })[
      'x-resources'
    ];
    const byPath = Object.fromEntries(resources.map((r) => [r.path, r]));
    expect(byPath.users).toEqual({
      path: 'users',
      roles: ['2001'],
      actions: ['list', 'show', 'create', 'edit', 'delete', 'search'],
      searchParams: expect.arrayContaining(['email']) as unknown,
      record: 'User',
      item: 'User',
    });
    // A declared resource: its one-row name and a published flag that new rows start with.
    expect(byPath.testimonials).toMatchObject({ item: 'Testimonial', record: 'Testimonial' });
    const testimonial = doc.components.schemas.Testimonial.properties as Record<string, object>;
    expect(testimonial.published).toEqual({ type: 'boolean', default: true });
    // The public application form is not the dashboard's create; there is no update route.
    expect(byPath['job-requests']).toMatchObject({
      roles: ['2001', '1996'],
      actions: ['list', 'show', 'delete', 'search'],
    });
    expect(byPath.certificates.actions).not.toContain('edit');
    expect(byPath['paymob/transactions'].actions).toEqual(['list', 'show', 'search']);
    // Routes of another shape (the wishlist, one's own courses) are not resources.
    expect(Object.keys(byPath)).not.toContain('users/wishlist');
    expect(Object.keys(byPath)).not.toContain('user/courses');
    const search = doc.paths['/api/jobs/search'].post;
    expect(search.parameters!.map((p) => p.name)).toEqual([
      'title',
      'title_ar',
      'category',
      'category_ar',
      'type',
      'page',
      'limit',
      'sort',
      'order',
    ]);
    expect(search['x-search-params']).toEqual([
      'title',
      'title_ar',
      'category',
      'category_ar',
      'type',
    ]);
  });

  it('documents paged searches: page, limit, sort, order and the {data, total} answer', () => {
    for (const path of ['/api/job-requests/search', '/api/paymob/transactions/search']) {
      const search = doc.paths[path].post;
      const byName = Object.fromEntries(search.parameters!.map((p) => [p.name, p]));
      expect(byName.limit.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
      expect(byName.page.schema).toMatchObject({ type: 'integer', minimum: 1 });
      expect(byName.order.schema).toMatchObject({ enum: ['ASC', 'DESC'] });
      expect(byName.sort.schema).toMatchObject({ type: 'string' });
      const answer = search.responses['200'] as {
        content: { 'application/json': { schema: { oneOf: { type: string }[] } } };
      };
      const shapes = answer.content['application/json'].schema.oneOf;
      expect(shapes.map((shape) => shape.type)).toEqual(['array', 'object']);
      expect(shapes[1]).toMatchObject({ required: ['data', 'total'] });
    }
  });

  it('marks rich text, uploads and references for forms (x-kind, x-reference)', () => {
    const course = doc.components.schemas.Course.properties as Record<string, object>;
    expect(course.description).toMatchObject({ 'x-kind': 'richtext' });
    expect(course.sub_category_id).toMatchObject({
      'x-reference': { resource: 'sub-categories', display: 'title' },
    });
    const body = doc.paths['/api/courses'].post.requestBody!.content['multipart/form-data'];
    expect(body.schema.properties).toMatchObject({
      image: { format: 'binary', 'x-kind': 'image', 'x-accept': ['jpg', 'png', 'gif', 'webp'] },
    });
    const cert = doc.paths['/api/certificates'].post.requestBody!.content['multipart/form-data'];
    expect(cert.schema.properties).toMatchObject({ certificate: { 'x-kind': 'file' } });
  });

  it('serves a browsable page whose scripts all come from our origin (strict CSP)', async () => {
    const page = await t.api().get('/api/docs').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = page.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    const html = page.text;
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(body.trim()).toBe(''); // no inline script: the CSP would block it
      const src = /src=["']([^"']+)["']/.exec(attributes)![1];
      expect(src).not.toMatch(/^(https?:)?\/\//);
      const asset = await t.api().get(new URL(src, 'http://x/api/docs').pathname).expect(200);
      expect(asset.headers['content-type']).toMatch(/javascript/);
    }
  });
});
