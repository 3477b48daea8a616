import fs from 'node:fs';
import path from 'node:path';
import { createTestApp } from './support/test-app.js';
import { SeedService } from '../src/seed/seed.service.js';
import { Course } from '../src/model/course.entity.js';
import { Job } from '../src/model/job.entity.js';
import { Category } from '../src/model/category.entity.js';
import { DEMO_CATEGORIES, DEMO_FAQS } from '../src/seed/demo-catalogue.js';

describe('demo seed', () => {
  it('fills an empty database once: categories, subcategories, a dozen courses with images, jobs of both types', async () => {
    if (process.env.TEST_DATABASE_URL) return; // needs an empty database, which a shared MySQL is not
    const t = await createTestApp({ SEED_DEMO: '1' });
    try {
      const seed = t.app.get(SeedService);
      await seed.run();
      await seed.run();
      const courses = await t.db.getRepository(Course).find();
      const declared = DEMO_CATEGORIES.flatMap((c) =>
        c.subCategories.flatMap((s) => s.courses),
      ).length;
      expect(declared).toBeGreaterThanOrEqual(12);
      expect(courses.length).toBe(declared);
      expect(await t.db.getRepository(Category).count()).toBe(4);
      const types = new Set((await t.db.getRepository(Job).find()).map((job) => job.type));
      expect(types).toEqual(new Set(['all', 'instructor']));
      const image = courses[0].image!;
      expect(
        fs.existsSync(
          path.join(t.config.dataDir, 'uploads', 'public', image.replace('/storage/', '')),
        ),
      ).toBe(true);
      await t.api().get(image).expect(200).expect('Content-Type', /svg/);
      const list = await t.api().get('/api/categories').expect(200);
      expect(list.body).toHaveLength(4);
      // The FAQs of the training and careers pages, published, in the order written.
      const faqs = await t.api().get('/api/faqs').expect(200);
      expect((faqs.body as { question: string }[]).map((faq) => faq.question)).toEqual(
        DEMO_FAQS.map((faq) => faq.question),
      );
      // Issue 28: Arabic for what a visitor on /ar reads; a course or two left in English.
      expect((faqs.body as { question_ar: string }[])[0].question_ar).toBe(
        DEMO_FAQS[0].question_ar,
      );
      expect((list.body as { title_ar: string }[]).every((row) => row.title_ar)).toBe(true);
      const arabic = courses.filter((course) => course.name_ar);
      expect(arabic.length).toBeGreaterThanOrEqual(10);
      expect(courses.length - arabic.length).toBeGreaterThanOrEqual(1);
      const found = await t
        .api()
        .get(`/api/courses/search?q=${encodeURIComponent('اداره سلامه العمليات')}`)
        .expect(200);
      expect((found.body as { name_ar: string }[]).map((course) => course.name_ar)).toEqual([
        'إدارة سلامة العمليات',
      ]);
    } finally {
      await t.close();
    }
  });
});
