import { FaqSection } from '@/components/faq/faq-section';
import { PageBanner } from '@/components/ui/page-banner';
import { CourseFinder } from '@/features/courses/components/course-finder';
import { TrainingArt } from '@/features/courses/components/training-art';
import styles from '@/features/courses/components/training-page.module.css';

const facts = [
  { value: '300+', label: 'courses delivered' },
  { value: 'On-site', label: 'classroom and field sessions' },
  { value: 'Certified', label: 'certificate on completion' },
];

const steps = [
  {
    title: 'Choose a course',
    text: 'Browse by discipline and course group, then read the outline, instructor, location and schedule.',
  },
  {
    title: 'Book and pay online',
    text: 'Reserve your seat with a card payment through Paymob, the secure Egyptian payment gateway.',
  },
  {
    title: 'Attend and get certified',
    text: 'Join the sessions on site; your certificate appears in your profile once the course is complete.',
  },
];

/** The Training page: intro, the catalogue and how booking works (spec §2 Training). */
export function TrainingPage() {
  return (
    <>
      <PageBanner
        eyebrow="Training"
        art={<TrainingArt />}
        title="Technical training for oil and gas professionals"
        intro="Instructor-led courses in upstream and downstream disciplines, software, data and
          finance, taught by engineers who have done the work in the field."
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
            Course catalogue
          </h2>
          <p className={styles.intro}>
            Search by name, code, subject or abbreviation (such as ESP), list all courses, or pick a
            discipline and a course group.
          </p>
        </header>
        <CourseFinder />
      </section>

      <section className={styles.steps} aria-labelledby="booking-steps-title">
        <div className="container">
          <h2 id="booking-steps-title" className={styles.title}>
            How booking works
          </h2>
          <ol className={styles.stepList}>
            {steps.map((step, index) => (
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
