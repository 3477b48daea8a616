import { parseSiteMeta, type SiteMeta } from './site-meta.js';
import { buildRobots, buildSitemap } from './sitemap.js';
import { absoluteOrganization } from './seo.service.js';

const meta: SiteMeta = {
  shareImage: '/og-image.png',
  organization: { '@type': 'Organization', url: '/', logo: '/logo.svg', name: 'P' },
  routes: [
    { path: '/', title: 'Home', description: 'Home page', layout: 'main', indexable: true },
    { path: '/aboutus', title: 'About', description: 'About', layout: 'main', indexable: true },
    { path: '/403', title: 'Denied', description: null, layout: 'main', indexable: false },
    { path: '/login', title: 'Login', description: 'Sign in', layout: 'auth', indexable: true },
    { path: '/profile', title: 'Profile', description: null, layout: 'main', indexable: true },
  ],
};

describe('sitemap', () => {
  it('lists described public pages, careers, the catalogue and every course, with absolute URLs', () => {
    const xml = buildSitemap('https://petrolink.example', meta, [
      { id: 7, updated_at: new Date('2026-03-04T10:00:00Z') },
      { id: 9, updated_at: null },
    ]);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://petrolink.example/',
      'https://petrolink.example/ar',
      'https://petrolink.example/projects',
      'https://petrolink.example/ar/projects',
      'https://petrolink.example/courses',
      'https://petrolink.example/ar/courses',
      'https://petrolink.example/aboutus',
      'https://petrolink.example/ar/aboutus',
      'https://petrolink.example/courses/7',
      'https://petrolink.example/ar/courses/7',
      'https://petrolink.example/courses/9',
      'https://petrolink.example/ar/courses/9',
    ]);
    expect(xml).toContain('<lastmod>2026-03-04</lastmod>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('gives every entry of both languages the same hreflang alternates, x-default being English', () => {
    const arabicAbout = {
      path: '/ar/aboutus',
      locale: 'ar' as const,
      title: 'من نحن',
      description: 'عن الشركة',
      layout: 'main' as const,
      indexable: true,
    };
    const xml = buildSitemap('https://p.example', { ...meta, routes: [arabicAbout] }, []);
    const entries = xml.split('\n').filter((line) => line.includes('/aboutus</loc>'));
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry).toContain(
        '<xhtml:link rel="alternate" hreflang="en" href="https://p.example/aboutus"/>' +
          '<xhtml:link rel="alternate" hreflang="ar" href="https://p.example/ar/aboutus"/>' +
          '<xhtml:link rel="alternate" hreflang="x-default" href="https://p.example/aboutus"/>',
      );
    }
  });

  it('escapes XML in URLs and still lists the fixed pages without a site build', () => {
    const xml = buildSitemap('https://x.example/a&b', undefined, []);
    expect(xml).toContain('<loc>https://x.example/a&amp;b/projects</loc>');
    expect(xml).not.toContain('a&b');
  });

  it('robots.txt allows all but the dashboard and the API and names the sitemap', () => {
    expect(buildRobots('https://petrolink.example')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /dashboard\nDisallow: /api\n\nSitemap: https://petrolink.example/sitemap.xml\n',
    );
  });
});

describe('site meta', () => {
  it('accepts the file the prerender writes and rejects anything else', () => {
    expect(parseSiteMeta(JSON.stringify(meta)).routes).toHaveLength(5);
    expect(() => parseSiteMeta('{"routes": []}')).toThrow(/expected shape/);
    expect(() =>
      parseSiteMeta(JSON.stringify({ ...meta, routes: [{ path: 'no-slash', title: 'x' }] })),
    ).toThrow(/expected shape/);
    expect(() => parseSiteMeta('not json')).toThrow();
  });

  it('makes the Organization URLs absolute', () => {
    expect(absoluteOrganization(meta.organization, 'https://p.example')).toEqual({
      '@type': 'Organization',
      name: 'P',
      url: 'https://p.example/',
      logo: 'https://p.example/logo.svg',
      image: undefined,
    });
  });
});
