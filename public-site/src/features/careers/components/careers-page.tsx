import { useState } from 'react';
import { FaqSection } from '@/components/faq/faq-section';
import { useSearchParams } from 'react-router-dom';
import { company } from '@/content/company';
import { useJobs } from '@/features/careers/api/get-jobs';
import { useHydrated } from '@/features/careers/lib/use-hydrated';
import { CareersArt } from '@/features/careers/components/careers-art';
import { JobList } from '@/features/careers/components/job-list';
import { JobModal } from '@/features/careers/components/job-modal';
import { PageIntro } from '@/components/ui/page-intro';
import { SuccessNotice } from '@/features/careers/components/success-notice';
import { type Job } from '@/features/careers/types';
import styles from '@/features/careers/components/careers-page.module.css';

const HIGHLIGHTS = [
  {
    title: 'Field and office roles',
    text: 'Artificial lift, well testing, EOR and reservoir studies for operators across the MENA region.',
  },
  {
    title: 'Growth you can measure',
    text: 'Structured competency plans, IWCF and vendor certifications, and mentoring by senior engineers.',
  },
  {
    title: 'Teach what you know',
    text: 'Experienced engineers teach at our New Cairo training centre and on client sites.',
  },
];

/** Careers (/projects): the openings in two lists, each opening's details in a modal. */
export function CareersPage() {
  const [searchParams] = useSearchParams();
  // The prerendered /projects has no query string: the confirmation appears once hydrated.
  const applied = useHydrated() && searchParams.get('applied') === '1';
  const { data, error, isLoading } = useJobs();
  const [selected, setSelected] = useState<Job | null>(null);
  const loading = isLoading || (!data && !error);
  const jobs = data?.filter((job) => job.type !== 'instructor');
  const instructorJobs = data?.filter((job) => job.type === 'instructor');
  const empty = error
    ? `The openings could not be loaded just now. Please try again later, or send your CV to ${company.email}.`
    : undefined;

  return (
    <>
      <PageIntro
        eyebrow="Careers"
        title={`Build your career with ${company.shortName}`}
        art={<CareersArt />}
      >
        <p>
          Join the engineers, operators and instructors who keep wells flowing, from the Western
          Desert to the Gulf. Choose an opening to read the details and apply online.
        </p>
      </PageIntro>
      <div className={`container ${styles.content}`}>
        {applied && (
          <SuccessNotice title="Thank you — your application has been received.">
            Our recruitment team reviews every CV and will contact you if your profile matches the
            role.
          </SuccessNotice>
        )}
        <div className={styles.lists}>
          <JobList
            title="Jobs"
            intro="Engineering, field operations and studies positions."
            jobs={jobs}
            loading={loading}
            emptyText={empty ?? 'There are no open positions right now. Please check back soon.'}
            onSelect={setSelected}
          />
          <JobList
            title="Are you an instructor?"
            intro="Teach our artificial lift, well testing, EOR and data courses."
            jobs={instructorJobs}
            loading={loading}
            emptyText={empty ?? 'No instructor openings right now. Please check back soon.'}
            onSelect={setSelected}
          />
        </div>
        <ul className={styles.highlights} aria-label="Working with us">
          {HIGHLIGHTS.map((item) => (
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
