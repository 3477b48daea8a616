import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '@/components/icons/interface-icons';
import { buttonClassName } from '@/components/ui/button';
import { PageBanner } from '@/components/ui/page-banner';
import { consultingPage } from '@/content/consulting';
import { ConsultingArt } from '@/features/pages/components/page-arts';
import { CtaBand } from '@/features/pages/components/cta-band';
import { Section } from '@/features/pages/components/section';
import { TopicIcon } from '@/features/pages/consulting/topic-icons';
import styles from '@/features/pages/consulting/consulting-page.module.css';

export default function ConsultingPage() {
  const { focus, technical } = consultingPage;
  return (
    <>
      <PageBanner
        eyebrow={consultingPage.eyebrow}
        title={consultingPage.title}
        intro={consultingPage.intro}
        art={<ConsultingArt />}
      >
        <Link to={consultingPage.cta.action.to} className={buttonClassName()}>
          Contact us
          <ArrowRightIcon size={18} />
        </Link>
      </PageBanner>

      <Section id="topics-title" eyebrow="Expertise" title={consultingPage.topicsTitle}>
        <ul className={styles.topics}>
          {consultingPage.topics.map((topic) => (
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

      <Section id="focus-title" eyebrow="MENA and GCC" title={focus.title} tone="tinted">
        <div className={styles.focus}>
          <div className={styles.focusText}>
            <p>{focus.text}</p>
            <h3 className={styles.marketsTitle}>Markets we serve</h3>
            <ul className={styles.markets}>
              {focus.markets.map((market) => (
                <li key={market}>{market}</li>
              ))}
            </ul>
          </div>
          <img
            className={styles.focusImage}
            src="/illustrations/consulting-roadmap.svg"
            alt="Consulting roadmap: organisation chart, performance chart and the steps from diagnosis to delivery"
            width={520}
            height={330}
            loading="lazy"
            decoding="async"
          />
        </div>
      </Section>

      <Section
        id="technical-title"
        eyebrow="Engineering depth"
        title={technical.title}
        intro={technical.text}
      >
        <ul className={styles.technical}>
          {technical.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>

      <CtaBand {...consultingPage.cta} />
    </>
  );
}
