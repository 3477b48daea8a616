import { FaqSection } from '@/components/faq/faq-section';
import { PageBanner } from '@/components/ui/page-banner';
import { trainingPage } from '@/content/training';
import { CourseFinder } from '@/features/courses/components/course-finder';
import { TrainingArt } from '@/features/courses/components/training-art';
import styles from '@/features/courses/components/training-page.module.css';
import { useContent } from '@/i18n/content';

/** The Training page: intro, the catalogue and how booking works (spec §2 Training). */
export function TrainingPage() {
  const copy = useContent(trainingPage);
  const { facts, catalogue, booking } = copy;
  return (
    <>
      <PageBanner
        eyebrow={copy.eyebrow}
        art={<TrainingArt />}
        title={copy.title}
        intro={copy.intro}
      >
        <ul className={styles.facts}>
          {facts.map((fact) => (
            <li key={fact.label} className={styles.fact}>
              <span className={styles.factValue}>{fact.value}</span>
              <span className={styles.factLabel}>{fact.label}</span>
            </li>
          ))}
        </ul>
      </PageBanner>

      <section className={`container ${styles.section}`} aria-labelledby="catalogue-title">
        <header className={styles.header}>
          <h2 id="catalogue-title" className={styles.title}>
            {catalogue.title}
          </h2>
          <p className={styles.intro}>{catalogue.intro}</p>
        </header>
        <CourseFinder />
      </section>

      <section className={styles.steps} aria-labelledby="booking-steps-title">
        <div className="container">
          <h2 id="booking-steps-title" className={styles.title}>
            {booking.title}
          </h2>
          <ol className={styles.stepList}>
            {booking.steps.map((step, index) => (
              <li key={step.title} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className={styles.stepTitle}>{step.title}</h3>
                <p className={styles.stepText}>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <FaqSection />
    </>
  );
}
