import { PageBanner } from '@/components/ui/page-banner';
import { type ReactNode } from 'react';
import { type ServicePage as ServicePageContent } from '@/content/operations';
import { CtaBand } from '@/features/pages/components/cta-band';
import { ProductCard } from '@/features/pages/components/product-card';
import { Section } from '@/features/pages/components/section';
import grid from '@/features/pages/components/card-grid.module.css';
import styles from '@/features/pages/operations/service-page.module.css';

/** Artificial lift, EOR and well testing pages: overview, product cards, contact band. */
export function ServicePage({ content, art }: { content: ServicePageContent; art: ReactNode }) {
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

      <Section id="overview-title" eyebrow="Overview" title={content.overview.title}>
        <div className={styles.overview}>
          {content.overview.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section id="products-title" eyebrow="Products" title={content.productsTitle} tone="tinted">
        <ul className={grid.grid}>
          {content.products.map((product) => (
            <li key={product.title}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        title="Planning work on your wells?"
        text="Send us the well data you have. An engineer will come back with a first assessment and a proposal within two working days."
        action={{ label: 'Contact us', to: '/contactus' }}
      />
    </>
  );
}
