import { useId } from 'react';
import { ArrowRightIcon } from '@/components/icons/interface-icons';
import { type Job } from '@/features/careers/types';
import { LocalText } from '@/i18n/local-text';
import { jobWords } from '@/content/job-words';
import { useContent } from '@/i18n/content';
import { useLocale } from '@/i18n/locale-context';
import { useLocalized } from '@/i18n/localized';
import { plural } from '@/i18n/text';
import styles from '@/features/careers/components/job-list.module.css';

/** Skeleton rows while the openings load (spec §9: 4 on careers). */
export const SKELETON_ROWS = 4;

export interface JobListProps {
  title: string;
  intro: string;
  jobs: Job[] | undefined;
  loading: boolean;
  emptyText: string;
  onSelect: (job: Job) => void;
}

export function JobList({ title, intro, jobs, loading, emptyText, onSelect }: JobListProps) {
  const titleId = useId();
  const locale = useLocale();
  const t = useContent(jobWords).jobList;
  const local = useLocalized();
  return (
    <section className={styles.group} aria-labelledby={titleId} aria-busy={loading}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
          {!loading && jobs && jobs.length > 0 && (
            <span className={styles.count}>{plural(t.openings, jobs.length, locale)}</span>
          )}
        </h2>
        <p className={styles.intro}>{intro}</p>
      </header>
      {loading ? (
        <ul className={styles.list} data-testid="job-skeletons">
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <li key={i} className={`${styles.row} ${styles.skeleton}`} aria-hidden="true">
              <span className={styles.barWide} />
              <span className={styles.barNarrow} />
            </li>
          ))}
          <li className="visually-hidden" role="status">
            {t.loading}
          </li>
        </ul>
      ) : jobs && jobs.length > 0 ? (
        <ul className={styles.list}>
          {jobs.map((job) => (
            <li key={job.id}>
              <button
                type="button"
                className={styles.row}
                aria-haspopup="dialog"
                onClick={() => onSelect(job)}
              >
                <span className={styles.text}>
                  <span className={styles.jobTitle}>
                    <LocalText {...local(job, 'title')} />
                  </span>
                  <span className={styles.category}>
                    <LocalText {...local(job, 'category')} />
                  </span>
                </span>
                <span className={styles.more} aria-hidden="true">
                  {`${t.details} `}
                  <ArrowRightIcon size={16} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{emptyText}</p>
      )}
    </section>
  );
}
