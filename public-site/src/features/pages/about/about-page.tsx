import { PageBanner } from '@/components/ui/page-banner';
import { aboutPage } from '@/content/about';
import { useContent } from '@/i18n/content';
import { AboutArt } from '@/features/pages/components/page-arts';
import { CtaBand } from '@/features/pages/components/cta-band';
import { Section } from '@/features/pages/components/section';
import styles from '@/features/pages/about/about-page.module.css';

export default function AboutPage() {
  const copy = useContent(aboutPage);
  const { story, values, approach, milestones } = copy;
  return (
    <>
      <PageBanner eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} art={<AboutArt />} />

      <section className={styles.figuresBand} aria-label={copy.figuresLabel}>
        <dl className={`container ${styles.figures}`}>
          {copy.figures.map((figure) => (
            <div key={figure.label} className={styles.figure}>
              <dt className={styles.figureLabel}>{figure.label}</dt>
              <dd className={styles.figureValue}>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section id="story-title" eyebrow={story.eyebrow} title={story.title}>
        <div className={styles.story}>
          <div className={styles.storyText}>
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
          <div className={styles.storyAside}>
            <img
              src="/illustrations/about-wellsite.svg"
              alt={story.imageAlt}
              width={560}
              height={420}
              loading="lazy"
              decoding="async"
            />
            <ol className={styles.timeline} aria-label={story.milestonesLabel}>
              {milestones.map((milestone) => (
                <li key={milestone.year}>
                  <span className={styles.year}>{milestone.year}</span>
                  <span>{milestone.text}</span>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </Section>

      <Section id="values-title" eyebrow={values.eyebrow} title={values.title} tone="tinted">
        <ul className={styles.values}>
          {values.items.map((value, index) => (
            <li key={value.title} className={styles.value}>
              <span className={styles.valueIndex} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.valueTitle}>{value.title}</h3>
              <p className={styles.valueText}>{value.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="approach-title" eyebrow={approach.eyebrow} title={approach.title}>
        <ol className={styles.steps}>
          {approach.steps.map((step) => (
            <li key={step.title} className={styles.step}>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <CtaBand {...copy.cta} />
    </>
  );
}
