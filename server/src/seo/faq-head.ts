import type { DataSource } from 'typeorm';
import type { PageLocale } from '../web/page-locale.js';
import { localizedField } from './localized-field.js';

/**
 * The FAQs' table. FAQs are a one-file resource (resources/faqs.ts), declared above the
 * features, so the SEO module reads their table by name rather than importing the entity.
 */
export const FAQ_TABLE = 'faqs';

interface FaqRow {
  question: string;
  answer: string;
  /** Arabic twins (issue 28): '' while staff have not written them. */
  question_ar: string;
  answer_ar: string;
}

/** The published questions in staff's order, as visitors see them on /courses and /projects. */
export function publishedFaqs(db: DataSource): Promise<FaqRow[]> {
  return db
    .createQueryBuilder()
    .select([
      'faq.question AS question',
      'faq.answer AS answer',
      'faq.question_ar AS question_ar',
      'faq.answer_ar AS answer_ar',
    ])
    .from(FAQ_TABLE, 'faq')
    .where('faq.published = 1')
    .orderBy('faq.position', 'ASC')
    .addOrderBy('faq.id', 'ASC')
    .getRawMany<FaqRow>();
}

/**
 * schema.org FAQPage of the questions (none when there are none); answers keep their HTML. On
 * /ar pages each question and answer is staff's Arabic, the English where none was written.
 */
export function faqPageJsonLd(faqs: FaqRow[], locale: PageLocale = 'en'): object[] {
  if (!faqs.length) return [];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: faqs.map((faq) => ({
        '@type': 'Question',
        name: localizedField(faq, 'question', locale),
        acceptedAnswer: { '@type': 'Answer', text: localizedField(faq, 'answer', locale) },
      })),
    },
  ];
}
