import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '@/components/icons/interface-icons';
import { buttonClassName } from '@/components/ui/button';
import styles from '@/features/pages/components/cta-band.module.css';

export interface CtaBandProps {
  title: string;
  text: string;
  action: { label: string; to: string };
}

/** Closing call to action of an inner page. */
export function CtaBand({ title, text, action }: CtaBandProps) {
  return (
    <section className={styles.band} aria-labelledby="cta-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <h2 id="cta-title" className={styles.title}>
            {title}
          </h2>
          <p className={styles.text}>{text}</p>
        </div>
        <Link to={action.to} className={buttonClassName()}>
          {action.label}
          <ArrowRightIcon size={18} />
        </Link>
      </div>
    </section>
  );
}
