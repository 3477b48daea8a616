import { type ReactNode, useId } from 'react';
import styles from '@/features/careers/components/page-intro.module.css';

export interface PageIntroProps {
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
}

/** The dark band that opens the careers and application pages. */
export function PageIntro({ eyebrow, title, children }: PageIntroProps) {
  const titleId = useId();
  return (
    <section className={styles.intro} aria-labelledby={titleId}>
      <div className={`container ${styles.inner}`}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}
