import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '@/components/icons/interface-icons';
import { buttonClassName } from '@/components/ui/button';
import { PageBanner } from '@/components/ui/page-banner';
import { consultingPage } from '@/content/consulting';
import { ConsultingArt } from '@/features/pages/components/page-arts';
import { CtaBand } from '@/features/pages/components/cta-band';
import { Section } from '@/features/pages/components/section';
import { TopicIcon } from '@/features/pages/consulting/topic-icons';
import { useContent } from '@/i18n/content';
import styles from '@/features/pages/consulting/consulting-page.module.css';

export default function ConsultingPage() {
  const copy = useContent(consultingPage);
  const { focus, technical } = copy;
  return (
    <>
      <PageBanner
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={copy.intro}
        art={<ConsultingArt />}
      >
        <Link to={copy.cta.action.to} className={buttonClassName()}>
          {copy.cta.action.label}
          <ArrowRightIcon size={18} />
        </Link>
      </PageBanner>

      <Section id="topics-title" eyebrow={copy.topicsEyebrow} title={copy.topicsTitle}>
        <ul className={styles.topics}>
          {copy.topics.map((topic) => (
            <li key={topic.title} className={styles.topic}>
              <span className={styles.icon}>
                <TopicIcon name={topic.icon} size={26} />
              </span>
              <h3 className={styles.topicTitle}>{topic.title}</h3>
              <p className={styles.topicText}>{topic.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="focus-title" eyebrow={focus.eyebrow} title={focus.title} tone="tinted">
        <div className={styles.focus}>
          <div className={styles.focusText}>
            <p>{focus.text}</p>
            <h3 className={styles.marketsTitle}>{focus.marketsTitle}</h3>
            <ul className={styles.markets}>
              {focus.markets.map((market) => (
                <li key={market}>{market}</li>
              ))}
            </ul>
          </div>
          <img
            className={styles.focusImage}
            src="/illustrations/consulting-roadmap.svg"
            alt={focus.imageAlt}
            width={520}
            height={330}
            loading="lazy"
            decoding="async"
          />
        </div>
      </Section>

      <Section
        id="technical-title"
        eyebrow={technical.eyebrow}
        title={technical.title}
        intro={technical.text}
      >
        <ul className={styles.technical}>
          {technical.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>

      <CtaBand {...copy.cta} />
    </>
  );
}
