import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '@/components/icons/interface-icons';
import { buttonClassName } from '@/components/ui/button';
import { homePage } from '@/content/home';
import { useContent } from '@/i18n/content';
import styles from '@/features/home/components/about-section.module.css';

export function AboutSection() {
  const { aboutBlock } = useContent(homePage);
  return (
    <section className={styles.section} aria-labelledby="about-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.media}>
          <img
            src="/illustrations/about-wellsite.svg"
            alt={aboutBlock.imageAlt}
            width={560}
            height={420}
            loading="lazy"
            decoding="async"
          />
          <p className={styles.badge}>
            <span className={styles.badgeValue}>20</span>
            <span className={styles.badgeLabel}>{aboutBlock.badgeLabel}</span>
          </p>
        </div>
        <div className={styles.content}>
          <p className="eyebrow">{aboutBlock.eyebrow}</p>
          <h2 id="about-title" className={styles.title}>
            {aboutBlock.title}
          </h2>
          <p className={styles.text}>{aboutBlock.text}</p>
          <ul className={styles.points}>
            {aboutBlock.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <Link to={aboutBlock.link.to} className={buttonClassName({ variant: 'secondary' })}>
            {aboutBlock.link.label}
            <ArrowRightIcon size={18} />
          </Link>
        </div>
      </div>
    </section>
  );
}
