import { type ReactNode } from 'react';
import styles from '@/features/pages/components/section.module.css';

export interface SectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  tone?: 'plain' | 'tinted';
  children: ReactNode;
}

/** A titled band of an inner page. */
export function Section({ id, eyebrow, title, intro, tone = 'plain', children }: SectionProps) {
  return (
    <section
      className={[styles.section, tone === 'tinted' && styles.tinted].filter(Boolean).join(' ')}
      aria-labelledby={id}
    >
      <div className="container">
        <header className={styles.header}>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={id} className={styles.title}>
            {title}
          </h2>
          {intro && <p className={styles.intro}>{intro}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
