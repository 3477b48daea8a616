import { type ReactNode } from 'react';
import styles from '@/components/ui/page-banner.module.css';

export interface PageBannerProps {
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  /** Extra content under the intro (facts, actions). */
  children?: ReactNode;
  /** A breadcrumb or back link above the eyebrow. */
  above?: ReactNode;
  /** The band's right half on wider screens: the page's illustration (BannerArt). */
  art?: ReactNode;
}

/** The dark title band at the top of an inner page; holds the page's one <h1>. */
export function PageBanner({ eyebrow, title, intro, children, above, art }: PageBannerProps) {
  const text = (
    <>
      {above}
      {eyebrow && <p className="eyebrow eyebrow-on-dark">{eyebrow}</p>}
      <h1 className={styles.title}>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </>
  );
  return (
    <div className="dark-band">
      {art ? (
        <div className={`container ${styles.split}`}>
          <div className={styles.inner}>{text}</div>
          <div className={styles.art}>{art}</div>
        </div>
      ) : (
        <div className={`container ${styles.inner}`}>{text}</div>
      )}
    </div>
  );
}
