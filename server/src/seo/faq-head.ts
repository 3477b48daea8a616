import type { DataSource } from 'typeorm';

/**
 * The FAQs' table. FAQs are a one-file resource (resources/faqs.ts), declared above the
 * features, so the SEO module reads their table by name rather than importing the entity.
 */
export const FAQ_TABLE = 'faqs';

interface FaqRow {
  question: string;
  answer: string;
}

/** The published questions in staff's order, as visitors see them on /courses and /projects. */
export function publishedFaqs(db: DataSource): Promise<FaqRow[]> {
  return db
    .createQueryBuilder()
    .select(['faq.question AS question', 'faq.answer AS answer'])
    .from(FAQ_TABLE, 'faq')
    .where('faq.published = 1')
    .orderBy('faq.position', 'ASC')
    .addOrderBy('faq.id', 'ASC')
    .getRawMany<FaqRow>();
}

/** schema.org FAQPage of the questions (none when there are none); answers keep their HTML. */
export function faqPageJsonLd(faqs: FaqRow[]): object[] {
  if (!faqs.length) return [];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: faqs.map((faq) => ({
        '@type': 'Question',
        name: faq.question,
        acceptedAnswer: { '@type': 'Answer', text: faq.answer },
      })),
    },
  ];
}
