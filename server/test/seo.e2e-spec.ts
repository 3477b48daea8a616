import fs from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { Category } from '../src/model/category.entity.js';
import { Course } from '../src/model/course.entity.js';
import { SeoService } from '../src/seo/seo.service.js';
import { SubCategory } from '../src/model/sub-category.entity.js';
import { PageHeads } from '../src/seo/page-heads.js';
import faqs from '../src/resources/faqs.js';
import { unique } from './support/test-app.js';
import { PUBLIC_URL, siteMeta, startWithSite } from './support/fake-site.js';

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );

describe('SEO: robots.txt, sitemap.xml, page head', () => {
  let t: Awaited<ReturnType<typeof startWithSite>>;
  beforeAll(async () => {
    t = await startWithSite();
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /robots.txt allows everything but /dashboard and /api and names the sitemap', async () => {
    const res = await t
      .api()
      .get('/robots.txt')
      .expect(200)
      .expect('Content-Type', /text\/plain/);
    expect(res.text).toContain('User-agent: *');
    expect(res.text).toContain('Disallow: /dashboard');
    expect(res.text).toContain('Disallow: /api');
    expect(res.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('GET /sitemap.xml lists the described public pages, /projects and every course', async () => {
    const db = t.app.get(DataSource);
    const category = await db.getRepository(Category).save({ title: unique('Cat ') });
    const sub = await db
      .getRepository(SubCategory)
      .save({ title: unique('Sub '), category_id: category.id });
    const course = await db.getRepository(Course).save({
      name: unique('ESP design '),
      classification: 'PE-101',
      discipline: 'Production',
      price: 1500,
      description: '<p>Pumps</p>',
      category_id: category.id,
      sub_category_id: sub.id,
    });

    const res = await t.api().get('/sitemap.xml').expect(200).expect('Content-Type', /xml/);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/aboutus`,
        `${PUBLIC_URL}/projects`,
        `${PUBLIC_URL}/courses`,
        `${PUBLIC_URL}/courses/${course.id}`,
      ]),
    );
    // Every page in Arabic too, each entry naming both languages and x-default.
    expect(locs).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/ar`,
        `${PUBLIC_URL}/ar/aboutus`,
        `${PUBLIC_URL}/ar/courses/${course.id}`,
      ]),
    );
    expect(res.text).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(res.text).toContain(
      `<xhtml:link rel="alternate" hreflang="ar" href="${PUBLIC_URL}/ar/courses/${course.id}"/>`,
    );
    expect(locs.filter((loc) => loc.endsWith('/aboutus'))).toHaveLength(2);
    expect(locs).not.toContain(`${PUBLIC_URL}/403`);
    expect(locs).not.toContain(`${PUBLIC_URL}/login`);
    expect(locs.some((loc) => loc.includes('/dashboard') || loc.includes('/api'))).toBe(false);
  });

  it('writes the absolute canonical, og:url, share image and the Organization into a static page', async () => {
    const res = await t.api().get('/aboutus').expect(200);
    expect(res.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/aboutus">`);
    expect(res.text).toContain(`<meta property="og:url" content="${PUBLIC_URL}/aboutus">`);
    expect(res.text).toContain(`<meta property="og:image" content="${PUBLIC_URL}/og-image.png">`);
    expect(res.text).toContain('<meta name="description" content="Twenty years in the field">');
    const organization = jsonLd(res.text).find((item) => item['@type'] === 'Organization');
    expect(organization).toMatchObject({
      name: 'Petrolink Energy Services',
      url: `${PUBLIC_URL}/`,
      logo: `${PUBLIC_URL}/logo.svg`,
    });

    const home = await t.api().get('/').expect(200);
    expect(home.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/">`);
  });

  it('serves the Arabic page of /ar/aboutus right to left, with its own canonical and reciprocal hreflang', async () => {
    const res = await t.api().get('/ar/aboutus').expect(200);
    expect(res.text).toMatch(/<html lang="ar" dir="rtl">/);
    expect(res.text).toContain('<title>من نحن | بترولينك</title>');
    expect(res.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/ar/aboutus">`);
    const alternates = (html: string) =>
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
        (m) => `${m[1]} ${m[2]}`,
      );
    const expected = [
      `en ${PUBLIC_URL}/aboutus`,
      `ar ${PUBLIC_URL}/ar/aboutus`,
      `x-default ${PUBLIC_URL}/aboutus`,
    ];
    expect(alternates(res.text)).toEqual(expected);
    // The English page names the same set: the links are reciprocal.
    const english = await t.api().get('/aboutus').expect(200);
    expect(english.text).toMatch(/<html lang="en" dir="ltr">/);
    expect(alternates(english.text)).toEqual(expected);
  });

  it('answers an Arabic route that is not prerendered with the Arabic shell and the course head', async () => {
    const db = t.app.get(DataSource);
    const category = await db.getRepository(Category).save({ title: unique('Cat ') });
    const sub = await db
      .getRepository(SubCategory)
      .save({ title: unique('Sub '), category_id: category.id });
    const course = await db.getRepository(Course).save({
      name: unique('Gas lift '),
      classification: 'PE-102',
      discipline: 'Production',
      price: 1800,
      description: '<p>Valves</p>',
      category_id: category.id,
      sub_category_id: sub.id,
    });
    const res = await t.api().get(`/ar/courses/${course.id}`).expect(200);
    expect(res.text).toMatch(/<html lang="ar" dir="rtl">/);
    expect(res.text).toContain(`<title>${course.name}</title>`);
    expect(res.text).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/ar/courses/${course.id}">`,
    );
    expect(res.text).toContain(
      `<link rel="alternate" hreflang="en" href="${PUBLIC_URL}/courses/${course.id}">`,
    );
    expect(res.text).toContain(
      `<link rel="alternate" hreflang="ar" href="${PUBLIC_URL}/ar/courses/${course.id}">`,
    );

    const missing = await t.api().get('/ar/courses/2147483000').expect(404);
    expect(missing.text).toMatch(/<html lang="ar" dir="rtl">/);
    expect(missing.text).toContain('<title>الدورة غير موجودة</title>');
    expect(missing.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/ar/courses">`);
    await db.getRepository(Course).delete(course.id);
  });

  it('gives the careers page a FAQPage of the published questions, in staff order', async () => {
    const repo = t.app.get(DataSource).getRepository(faqs.entity);
    const [second, first, hidden] = await repo.save([
      { question: unique('Second question '), answer: '<p>Two</p>', position: 2, published: true },
      { question: unique('First question '), answer: '<p>One</p>', position: 1, published: true },
      {
        question: unique('Draft question '),
        answer: '<p>Not yet</p>',
        position: 0,
        published: false,
      },
    ]);
    try {
      const res = await t.api().get('/projects').expect(200);
      const page = jsonLd(res.text).find((item) => item['@type'] === 'FAQPage') as
        { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
      const names = page?.mainEntity.map((entry) => entry.name) ?? [];
      expect(names.indexOf(first.question)).toBeLessThan(names.indexOf(second.question));
      expect(names.indexOf(first.question)).toBeGreaterThanOrEqual(0);
      expect(names).not.toContain(hidden.question);
      expect(page?.mainEntity.find((entry) => entry.name === first.question)).toMatchObject({
        acceptedAnswer: { '@type': 'Answer', text: '<p>One</p>' },
      });
    } finally {
      await repo.delete([first.id, second.id, hidden.id]);
    }
  });

  it('puts the Organization on pages that are not prerendered too, without a canonical', async () => {
    const res = await t.api().get('/no-such-page').expect(200);
    expect(jsonLd(res.text).map((item) => item['@type'])).toContain('Organization');
    expect(res.text).not.toContain(`href="${PUBLIC_URL}/no-such-page"`);
  });

  it('reads site-meta.json again after a rebuild', async () => {
    const file = path.join(t.dist, 'site-meta.json');
    fs.writeFileSync(file, JSON.stringify(siteMeta('About Petrolink | P')));
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    const res = await t.api().get('/aboutus').expect(200);
    expect(res.text).toContain('<title>About Petrolink | P</title>');
  });

  it('answers 503 with Retry-After, never 500, when the database is down under a page or the sitemap', async () => {
    const refused = () =>
      Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    const registry = t.app.get(PageHeads);
    const seo = t.app.get(SeoService);
    const resolve = registry.resolve.bind(registry);
    const sitemap = seo.sitemap.bind(seo);
    registry.resolve = refused;
    seo.sitemap = refused;
    try {
      // The page still arrives (the site shows its own error states) with a status to retry.
      const page = await t.api().get('/courses/1').expect(503).expect('Retry-After', /^\d+$/);
      expect(page.text).toContain('<div id="root"');
      const map = await t.api().get('/sitemap.xml').expect(503).expect('Retry-After', /^\d+$/);
      expect(map.text).toMatch(/try again/);
    } finally {
      registry.resolve = resolve;
      seo.sitemap = sitemap;
    }
    await t.api().get('/aboutus').expect(200);
  });
});
