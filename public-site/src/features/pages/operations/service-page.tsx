import { PageBanner } from '@/components/ui/page-banner';
import { type ReactNode } from 'react';
import { operationsPages } from '@/content/operations';
import { CtaBand } from '@/features/pages/components/cta-band';
import { ProductCard } from '@/features/pages/components/product-card';
import { Section } from '@/features/pages/components/section';
import grid from '@/features/pages/components/card-grid.module.css';
import styles from '@/features/pages/operations/service-page.module.css';
import { useContent } from '@/i18n/content';

/** Artificial lift, EOR and well testing pages: overview, product cards, contact band. */
export function ServicePage({
  page,
  art,
}: {
  page: 'artificialLift' | 'eor' | 'wellTesting';
  art: ReactNode;
}) {
  const copy = useContent(operationsPages);
  const content = copy[page];
  const { chrome } = copy;
  return (
    <>
      <PageBanner eyebrow={content.eyebrow} title={content.title} intro={content.intro} art={art}>
        <dl className={styles.highlights}>
          {content.highlights.map((item) => (
            <div key={item.label} className={styles.highlight}>
              <dt className={styles.highlightLabel}>{item.label}</dt>
              <dd className={styles.highlightValue}>{item.value}</dd>
            </div>
          ))}
        </dl>
      </PageBanner>

      <Section id="overview-title" eyebrow={chrome.overviewEyebrow} title={content.overview.title}>
        <div className={styles.overview}>
          {content.overview.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section
        id="products-title"
        eyebrow={chrome.productsEyebrow}
        title={content.productsTitle}
        tone="tinted"
      >
        <ul className={grid.grid}>
          {content.products.map((product) => (
            <li key={product.title}>
              <ProductCard product={product} contact={chrome.contact} />
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand {...chrome.cta} />
    </>
  );
}
