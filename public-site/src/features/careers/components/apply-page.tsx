import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ArrowRightIcon } from '@/components/icons/interface-icons';
import { buttonClassName } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { company } from '@/content/company';
import { useJob } from '@/features/careers/api/get-job';
import { ApplicationForm } from '@/features/careers/components/application-form';
import { PageIntro } from '@/components/ui/page-intro';
import { jobTypeLabel } from '@/features/careers/lib/job-labels';
import styles from '@/features/careers/components/apply-page.module.css';
import rich from '@/features/careers/components/rich-text.module.css';

/** After a successful application: back to the careers page, which confirms it. */
export const APPLIED_PATH = '/projects?applied=1';

/** The application form for one opening (/applynow/:id). */
export function ApplyPage() {
  const { id = '' } = useParams();
  const validId = /^\d{1,10}$/.test(id) ? id : undefined;
  const { data: job, error, isLoading } = useJob(validId);
  const navigate = useNavigate();

  useEffect(() => {
    if (job) document.title = `Apply: ${job.title} | ${company.name}`;
  }, [job]);

  if (!validId || error?.status === 404) {
    return (
      <>
        <PageIntro eyebrow="Careers" title="This opening is no longer available">
          <p>The position may have been filled or closed. Have a look at our current openings.</p>
        </PageIntro>
        <div className={`container ${styles.notice}`}>
          <Link to="/projects" className={buttonClassName({ variant: 'secondary' })}>
            See current openings <ArrowRightIcon size={18} />
          </Link>
        </div>
      </>
    );
  }

  if (error) {
    return (
      <>
        <PageIntro eyebrow="Careers" title="The opening could not be loaded">
          <p>Please try again in a moment, or send your CV to {company.email}.</p>
        </PageIntro>
        <div className={`container ${styles.notice}`}>
          <Link to="/projects" className={buttonClassName({ variant: 'secondary' })}>
            Back to careers
          </Link>
        </div>
      </>
    );
  }

  if (isLoading || !job) {
    return (
      <>
        <PageIntro eyebrow="Application form" title="Loading the opening…" />
        <div className={`container ${styles.notice}`}>
          <Spinner label="Loading the opening" />
        </div>
      </>
    );
  }

  return (
    <>
      <PageIntro eyebrow="Application form" title={job.title}>
        <p>
          {job.category} · {jobTypeLabel(job.type)} · {company.address.city},{' '}
          {company.address.country}
        </p>
      </PageIntro>
      <div className={`container ${styles.layout}`}>
        {/* The role first: on a phone it is read before the form (issue 15 item 4). */}
        <aside className={styles.summary} aria-labelledby="summary-title">
          <h2 id="summary-title" className={styles.summaryTitle}>
            About the role
          </h2>
          <div
            className={rich.richText}
            // Sanitised by the server when the job was saved (DECISIONS 5).
            dangerouslySetInnerHTML={{ __html: job.description }}
          />
          <Link to="/projects" className={styles.back}>
            See all openings
          </Link>
        </aside>
        <section className={styles.card} aria-labelledby="application-title">
          <h2 id="application-title" className={styles.cardTitle}>
            Your application
          </h2>
          <ApplicationForm jobId={job.id} onSuccess={() => void navigate(APPLIED_PATH)} />
        </section>
      </div>
    </>
  );
}
