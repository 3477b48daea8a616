import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '@/components/icons/interface-icons';
import { buttonClassName } from '@/components/ui/button';
import { company } from '@/content/company';
import styles from '@/features/home/components/hero-section.module.css';

const highlights = ['Upstream and downstream training', 'Partner software suites', 'Field operations'];

export function HeroSection() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.inner}`}>
        <p className={styles.eyebrow}>Oil and gas services · {company.address.city}, Egypt</p>
        <h1 id="hero-title" className={styles.title}>
          {company.tagline}
        </h1>
        <p className={styles.lead}>{company.summary}</p>
        <div className={styles.actions}>
          <Link to="/courses" className={buttonClassName()}>
            Explore training
            <ArrowRightIcon size={18} />
          </Link>
          <Link to="/contactus" className={buttonClassName({ variant: 'outline' })}>
            Talk to an engineer
          </Link>
        </div>
        <ul className={styles.highlights}>
          {highlights.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
