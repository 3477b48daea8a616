import { describe, expect, it } from '@jest/globals';
import type { Course } from '../model/course.entity.js';
import type { Job } from '../model/job.entity.js';
import { coursePageMeta } from './course-head.js';
import { faqPageJsonLd } from './faq-head.js';
import { applyPageMeta } from './job-head.js';

const URL = 'https://example.test';

const course = {
  id: 4,
  name: 'Well Testing Fundamentals',
  name_ar: 'أساسيات اختبار الآبار',
  classification: 'PE-204',
  classification_ar: '',
  discipline: 'Production',
  discipline_ar: 'الإنتاج',
  description: '<p>Plan and run a surface well test.</p>',
  description_ar: '<p>تخطيط اختبار الآبار السطحي وتنفيذه.</p>',
  location: 'New Cairo',
  location_ar: '',
  price: 18500,
  image: null,
  instructor: '',
} as unknown as Course;

const jsonLdOf = (meta: { jsonLd?: object[] }) => meta.jsonLd?.[0] as Record<string, unknown>;

describe('content pages head in the page language (issue 28)', () => {
  it('writes the course page head in Arabic on /ar, English where no Arabic was entered', () => {
    const meta = coursePageMeta(course, URL, '/ar/courses/4', [], 'ar');
    expect(meta.title).toBe('أساسيات اختبار الآبار');
    expect(meta.description).toBe('تخطيط اختبار الآبار السطحي وتنفيذه.');
    const ld = jsonLdOf(meta);
    expect(ld).toMatchObject({
      name: 'أساسيات اختبار الآبار',
      about: 'الإنتاج',
      inLanguage: 'ar',
      url: `${URL}/ar/courses/4`,
    });
    // The location has no Arabic: the English one stands in.
    expect(ld.hasCourseInstance).toMatchObject({ location: { name: 'New Cairo' } });
  });

  it('keeps the English head on English pages', () => {
    const meta = coursePageMeta(course, URL, '/courses/4');
    expect(meta.title).toBe('Well Testing Fundamentals');
    expect(jsonLdOf(meta)).toMatchObject({
      name: 'Well Testing Fundamentals',
      url: `${URL}/courses/4`,
    });
  });

  it('falls back to English for a course without Arabic, and when the Arabic is blank', () => {
    const english = { ...course, name_ar: '  ', description_ar: '<p></p>' };
    const meta = coursePageMeta(english, URL, '/ar/courses/4', [], 'ar');
    expect(meta.title).toBe('Well Testing Fundamentals');
    expect(meta.description).toBe('Plan and run a surface well test.');
  });

  it('writes the FAQPage in Arabic on /ar, question by question', () => {
    const faqs = [
      {
        question: 'Do you train on site?',
        answer: '<p>Yes.</p>',
        question_ar: 'هل تقدمون التدريب في موقع العمل؟',
        answer_ar: '<p>نعم.</p>',
      },
      {
        question: 'Is there a certificate?',
        answer: '<p>Yes, with a code.</p>',
        question_ar: '',
        answer_ar: '',
      },
    ];
    const [page] = faqPageJsonLd(faqs, 'ar') as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    }[];
    expect(page?.mainEntity.map((entry) => [entry.name, entry.acceptedAnswer.text])).toEqual([
      ['هل تقدمون التدريب في موقع العمل؟', '<p>نعم.</p>'],
      ['Is there a certificate?', '<p>Yes, with a code.</p>'],
    ]);
    const [english] = faqPageJsonLd(faqs) as { mainEntity: { name: string }[] }[];
    expect(english?.mainEntity[0]?.name).toBe('Do you train on site?');
  });

  it('names the opening in Arabic on the Arabic application page', () => {
    const job = {
      id: 9,
      title: 'Field engineer',
      title_ar: 'مهندس ميداني',
      category: 'Engineering',
      category_ar: '',
      description: '<p>Run ESP installations.</p>',
      description_ar: '<p>تركيب المضخات الغاطسة.</p>',
      type: 'all',
      created_at: new Date('2026-10-01T10:00:00Z'),
    } as unknown as Job;
    const meta = applyPageMeta(job, URL, 'ar');
    expect(meta.title).toBe('التقدم لوظيفة: مهندس ميداني');
    expect(meta.description).toBe('تركيب المضخات الغاطسة.');
    expect(jsonLdOf(meta)).toMatchObject({
      title: 'مهندس ميداني',
      occupationalCategory: 'Engineering',
      url: `${URL}/ar/applynow/9`,
    });
  });
});
