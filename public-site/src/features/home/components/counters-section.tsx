import { counterSettings, homePage } from '@/content/home';
import { useCountUp } from '@/features/home/components/use-count-up';
import { useContent } from '@/i18n/content';
import styles from '@/features/home/components/counters-section.module.css';

// The figures are the same in both languages; only the labels change.
const targets = homePage.en.counters.map((counter) => counter.value);

export function CountersSection() {
  const { ref, values, state } = useCountUp(targets, counterSettings);
  const { counters, countersLabel } = useContent(homePage);
  return (
    <section className={styles.band} aria-label={countersLabel}>
      <div ref={ref} className={`container ${styles.grid}`} data-state={state}>
        {counters.map((counter, index) => (
          <div key={counter.label} className={styles.item}>
            <p className={styles.figure}>
              <span
                className={styles.value}
                data-counter={counter.label}
                style={{ minWidth: `${String(counter.value).length}ch` }}
              >
                {values[index]}
              </span>
              {counter.suffix && <span className={styles.suffix}>{counter.suffix}</span>}
            </p>
            <p className={styles.label}>{counter.label}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
