import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '@/components/icons/interface-icons';
import { buttonClassName } from '@/components/ui/button';
import { company } from '@/content/company';
import { homePage } from '@/content/home';
import { HeroScene } from '@/features/home/components/hero-scene';
import { useContent } from '@/i18n/content';
import { useT } from '@/i18n/locale-context';
import styles from '@/features/home/components/hero-section.module.css';

function HeroMedia({ sceneLabel }: { sceneLabel: string }) {
  const video = company.heroVideo;
  if (!video) return <HeroScene className={styles.art} label={sceneLabel} />;
  return (
    <video
      className={`${styles.art} ${styles.video}`}
      poster={video.poster}
      muted
      autoPlay
      loop
      playsInline
      preload="metadata"
      aria-hidden="true"
      width={600}
      height={440}
    >
      <source src={video.src} type={video.type} />
    </video>
  );
}

export function HeroSection() {
  const { hero } = useContent(homePage);
  const t = useT();
  return (
    <section className={`dark-band ${styles.hero}`} aria-labelledby="hero-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.content}>
          <p className="eyebrow eyebrow-on-dark eyebrow-thin">{hero.eyebrow}</p>
          <h1 id="hero-title" className={styles.title}>
            {t.company.tagline}
          </h1>
          <p className={styles.lead}>{hero.lead}</p>
          <div className={styles.actions}>
            <Link to={hero.primaryAction.to} className={buttonClassName()}>
              {hero.primaryAction.label}
              <ArrowRightIcon size={18} />
            </Link>
            <Link to={hero.secondaryAction.to} className={buttonClassName({ variant: 'outline' })}>
              {hero.secondaryAction.label}
            </Link>
          </div>
          <ul className={styles.highlights}>
            {hero.highlights.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
        <div className={styles.media}>
          <HeroMedia sceneLabel={hero.sceneLabel} />
        </div>
      </div>
    </section>
  );
}
