import { useState } from 'react';
import { FaqSection } from '@/components/faq/faq-section';
import { useSearchParams } from 'react-router-dom';
import { careersPage } from '@/content/careers';
import { useJobs } from '@/features/careers/api/get-jobs';
import { useHydrated } from '@/features/careers/lib/use-hydrated';
import { CareersArt } from '@/features/careers/components/careers-art';
import { JobList } from '@/features/careers/components/job-list';
import { JobModal } from '@/features/careers/components/job-modal';
import { PageIntro } from '@/components/ui/page-intro';
import { SuccessNotice } from '@/features/careers/components/success-notice';
import { type Job } from '@/features/careers/types';
import styles from '@/features/careers/components/careers-page.module.css';
import { useContent } from '@/i18n/content';

/** Careers (/projects): the openings in two lists, each opening's details in a modal. */
export function CareersPage() {
  const copy = useContent(careersPage);
  const [searchParams] = useSearchParams();
  // The prerendered /projects has no query string: the confirmation appears once hydrated.
  const applied = useHydrated() && searchParams.get('applied') === '1';
  const { data, error, isLoading } = useJobs();
  const [selected, setSelected] = useState<Job | null>(null);
  const loading = isLoading || (!data && !error);
  const jobs = data?.filter((job) => job.type !== 'instructor');
  const instructorJobs = data?.filter((job) => job.type === 'instructor');
  const empty = error ? copy.loadError : undefined;

  return (
    <>
      <PageIntro eyebrow={copy.eyebrow} title={copy.title} art={<CareersArt />}>
        <p>{copy.intro}</p>
      </PageIntro>
      <div className={`container ${styles.content}`}>
        {applied && <SuccessNotice title={copy.applied.title}>{copy.applied.text}</SuccessNotice>}
        <div className={styles.lists}>
          <JobList
            title={copy.jobs.title}
            intro={copy.jobs.intro}
            jobs={jobs}
            loading={loading}
            emptyText={empty ?? copy.jobs.empty}
            onSelect={setSelected}
          />
          <JobList
            title={copy.instructors.title}
            intro={copy.instructors.intro}
            jobs={instructorJobs}
            loading={loading}
            emptyText={empty ?? copy.instructors.empty}
            onSelect={setSelected}
          />
        </div>
        <ul className={styles.highlights} aria-label={copy.highlightsLabel}>
          {copy.highlights.map((item) => (
            <li key={item.title} className={styles.highlight}>
              <h3 className={styles.highlightTitle}>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
      <FaqSection />
      {selected && <JobModal job={selected} onClose={() => setSelected(null)} />}
    </>
  );
}
