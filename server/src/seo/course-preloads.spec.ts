import { describe, expect, it } from '@jest/globals';
import type { Course } from '../model/course.entity.js';
import { injectMeta } from '../web/page-meta.js';
import { coursePageMeta } from './course-head.js';

const URL = 'https://example.test';

const course = {
  id: 7,
  name: 'Gas Lift Design',
  name_ar: '',
  classification: 'PE-207',
  classification_ar: '',
  discipline: 'Production',
  discipline_ar: '',
  description: '<p>Design a gas lift string.</p>',
  description_ar: '',
  location: 'New Cairo',
  location_ar: '',
  price: 9000,
  image: '/storage/courses/gas-lift.svg',
  instructor: '',
} as unknown as Course;

const SHELL = `<!doctype html><html><head><title>Site</title>
<script type="module" crossorigin src="/assets/index.js"></script>
</head><body><div id="root"></div></body></html>`;

describe('course page preloads (its first paint waits for the course, its dates and image)', () => {
  it('names the URLs the page fetches, and its image', () => {
    expect(coursePageMeta(course, URL, '/courses/7').preload).toEqual([
      { href: '/api/courses/7', as: 'fetch' },
      { href: '/api/sessions/upcoming?course_id=7', as: 'fetch' },
      { href: '/storage/courses/gas-lift.svg', as: 'image' },
    ]);
    // The same on the Arabic page: the API answers both languages at once.
    expect(coursePageMeta(course, URL, '/ar/courses/7', [], 'ar').preload).toHaveLength(3);
  });

  it('preloads no image for a course without one, and nothing for an unknown course', () => {
    const hrefs = coursePageMeta({ ...course, image: null }, URL, '/courses/7').preload?.map(
      (link) => link.href,
    );
    expect(hrefs).toEqual(['/api/courses/7', '/api/sessions/upcoming?course_id=7']);
    expect(coursePageMeta(null, URL, '/courses/7').preload).toBeUndefined();
  });

  it('writes the links before the page script, fetches as crossorigin (reused by fetch())', () => {
    const html = injectMeta(SHELL, coursePageMeta(course, URL, '/courses/7'), URL, []);
    const script = html.indexOf('<script type="module"');
    const fetchLink = html.indexOf(
      '<link rel="preload" href="/api/courses/7" as="fetch" crossorigin>',
    );
    const imageLink = html.indexOf(
      '<link rel="preload" href="/storage/courses/gas-lift.svg" as="image" fetchpriority="high">',
    );
    expect(fetchLink).toBeGreaterThan(-1);
    expect(imageLink).toBeGreaterThan(-1);
    expect(fetchLink).toBeLessThan(script);
    expect(imageLink).toBeLessThan(script);
  });

  it('escapes the image address and falls back to the end of the head without a script', () => {
    const html = injectMeta(
      '<html><head><title>x</title></head><body></body></html>',
      { preload: [{ href: '/storage/a"b.png', as: 'image' }] },
      URL,
      [],
    );
    expect(html).toContain(
      '<link rel="preload" href="/storage/a&quot;b.png" as="image" fetchpriority="high">\n</head>',
    );
  });
});
