import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ArrowRightIcon } from '@/components/icons/interface-icons';
import { buttonClassName } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { applyPage } from '@/content/apply';
import { useContent } from '@/i18n/content';
import { LocalText } from '@/i18n/local-text';
import { useT } from '@/i18n/locale-context';
import { useLocalized } from '@/i18n/localized';
import { fill } from '@/i18n/text';
import { jobWords } from '@/content/job-words';
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
  const copy = useContent(applyPage);
  const t = useT();
  const jobs = useContent(jobWords);
  const local = useLocalized();
  const title = job ? local(job, 'title').text : undefined;

  useEffect(() => {
    if (title) document.title = `${fill(copy.documentTitle, { title })} | ${t.company.name}`;
  }, [title, copy, t]);

  if (!validId || error?.status === 404) {
    return (
      <>
        <PageIntro eyebrow={copy.careers} title={copy.goneTitle}>
          <p>{copy.goneText}</p>
        </PageIntro>
        <div className={`container ${styles.notice}`}>
          <Link to="/projects" className={buttonClassName({ variant: 'secondary' })}>
            {copy.seeCurrent} <ArrowRightIcon size={18} />
          </Link>
        </div>
      </>
    );
  }

  if (error) {
    return (
      <>
        <PageIntro eyebrow={copy.careers} title={copy.errorTitle}>
          <p>{copy.errorText}</p>
        </PageIntro>
        <div className={`container ${styles.notice}`}>
          <Link to="/projects" className={buttonClassName({ variant: 'secondary' })}>
            {copy.backToCareers}
          </Link>
        </div>
      </>
    );
  }

  if (isLoading || !job) {
    return (
      <>
        <PageIntro eyebrow={copy.eyebrow} title={copy.loadingTitle} />
        <div className={`container ${styles.notice}`}>
          <Spinner label={copy.loading} />
        </div>
      </>
    );
  }

  const description = local(job, 'description');
  return (
    <>
      <PageIntro eyebrow={copy.eyebrow} title={<LocalText {...local(job, 'title')} />}>
        <p>
          <LocalText {...local(job, 'category')} /> · {jobTypeLabel(job.type, jobs)} · {copy.place}
        </p>
      </PageIntro>
      <div className={`container ${styles.layout}`}>
        {/* The role first: on a phone it is read before the form (issue 15 item 4). */}
        <aside className={styles.summary} aria-labelledby="summary-title">
          <h2 id="summary-title" className={styles.summaryTitle}>
            {copy.aboutRole}
          </h2>
          <div
            className={rich.richText}
            lang={description.lang}
            dir={description.dir}
            // Sanitised by the server when the job was saved (DECISIONS 5).
            dangerouslySetInnerHTML={{ __html: description.text }}
          />
          <Link to="/projects" className={styles.back}>
            {copy.seeAll}
          </Link>
        </aside>
        <section className={styles.card} aria-labelledby="application-title">
          <h2 id="application-title" className={styles.cardTitle}>
            {copy.yourApplication}
          </h2>
          <ApplicationForm jobId={job.id} onSuccess={() => void navigate(APPLIED_PATH)} />
        </section>
      </div>
    </>
  );
}
