import { type ReactNode, useId } from 'react';
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
}

/**
 * The dark band (global .dark-band) that opens the careers, application and contact pages, as
 * a labelled section; the other inner pages use PageBanner.
 */
export function PageIntro({ eyebrow, title, titleId, withCards, children }: PageIntroProps) {
  const generatedId = useId();
  const id = titleId ?? generatedId;
  const innerClass = ['container', styles.inner, withCards && styles.withCards];
  return (
    <section className="dark-band" aria-labelledby={id}>
      <div className={innerClass.filter(Boolean).join(' ')}>
        <p className="eyebrow eyebrow-on-dark eyebrow-thin">{eyebrow}</p>
        <h1 id={id} className={styles.title}>
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}
