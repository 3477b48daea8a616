import { type ReactNode } from 'react';
import { PageBanner } from '@/components/ui/page-banner';
import { checkoutPage } from '@/content/checkout';
import { CheckoutArt } from '@/features/checkout/components/checkout-art';
import { useContent } from '@/i18n/content';
import styles from '@/features/checkout/components/checkout.module.css';

/** Checkout page frame: title band, the form and the order summary beside it. */
export function CheckoutLayout({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  const copy = useContent(checkoutPage);
  return (
    <>
      <PageBanner
        eyebrow={copy.eyebrow}
        art={<CheckoutArt />}
        title={copy.title}
        intro={copy.intro}
      />
      {/* The course comes first: on one column it says what is being bought before the form. */}
      <div className={`container ${styles.layout}`}>
        <aside className={styles.summary} aria-labelledby="order-summary-title">
          <h2 id="order-summary-title" className={styles.summaryTitle}>
            {copy.yourCourse}
          </h2>
          {summary}
        </aside>
        <div className={styles.formCard}>{children}</div>
      </div>
    </>
  );
}
