import { type ReactNode } from 'react';
import { PageBanner } from '@/components/ui/page-banner';
import { CheckoutArt } from '@/features/checkout/components/checkout-art';
import styles from '@/features/checkout/components/checkout.module.css';

/** Checkout page frame: title band, the form and the order summary beside it. */
export function CheckoutLayout({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  return (
    <>
      <PageBanner
        eyebrow="Checkout"
        art={<CheckoutArt />}
        title="Book your seat"
        intro="Enter the billing details the payment provider needs, then pay by card on the next page."
      />
      {/* The course comes first: on one column it says what is being bought before the form. */}
      <div className={`container ${styles.layout}`}>
        <aside className={styles.summary} aria-labelledby="order-summary-title">
          <h2 id="order-summary-title" className={styles.summaryTitle}>
            Your course
          </h2>
          {summary}
        </aside>
        <div className={styles.formCard}>{children}</div>
      </div>
    </>
  );
}
