import { type ReactNode, useId } from 'react';
import banner from '@/components/ui/page-banner.module.css';
import styles from '@/components/ui/page-intro.module.css';

export interface PageIntroProps {
  eyebrow: string;
  title: ReactNode;
  /** A fixed id for the title; a generated one otherwise. */
  titleId?: string;
  /** The contact page's band: a wider title, and room below for the cards that overlap it. */
  withCards?: boolean;
  /** The lead paragraph(s) under the title. */
  children?: ReactNode;
  /** The band's right half on wider screens: the page's illustration (BannerArt). */
  art?: ReactNode;
}

/**
 * The dark band (global .dark-band) that opens the careers, application and contact pages, as
 * a labelled section; the other inner pages use PageBanner.
 */
export function PageIntro({ eyebrow, title, titleId, withCards, children, art }: PageIntroProps) {
  const generatedId = useId();
  const id = titleId ?? generatedId;
  const innerClass = ['container', styles.inner, withCards && styles.withCards];
  const text = (
    <>
      <p className="eyebrow eyebrow-on-dark eyebrow-thin">{eyebrow}</p>
      <h1 id={id} className={styles.title}>
        {title}
      </h1>
      {children}
    </>
  );
  if (!art) {
    return (
      <section className="dark-band" aria-labelledby={id}>
        <div className={innerClass.filter(Boolean).join(' ')}>{text}</div>
      </section>
    );
  }
  return (
    <section className="dark-band" aria-labelledby={id}>
      <div className={`container ${banner.split}`}>
        <div className={innerClass.slice(1).filter(Boolean).join(' ')}>{text}</div>
        <div className={banner.art}>{art}</div>
      </div>
    </section>
  );
}
