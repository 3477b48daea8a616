import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '@/components/icons/interface-icons';
import { buttonClassName } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { jobTypeLabel } from '@/features/careers/lib/job-labels';
import { type Job } from '@/features/careers/types';
import { LocalText } from '@/i18n/local-text';
import { jobWords } from '@/content/job-words';
import { useContent } from '@/i18n/content';
import { useLocalized } from '@/i18n/localized';
import styles from '@/features/careers/components/job-modal.module.css';
import rich from '@/features/careers/components/rich-text.module.css';

export interface JobModalProps {
  job: Job;
  onClose: () => void;
}

/**
 * An opening's details (spec §2 Careers). It is not dismissed by a click on the backdrop, only
 * by its close button — or Escape, the keyboard's way to the same button.
 */
export function JobModal({ job, onClose }: JobModalProps) {
  const t = useContent(jobWords);
  const local = useLocalized();
  const category = local(job, 'category');
  const description = local(job, 'description');
  return (
    <Modal
      title={<LocalText {...local(job, 'title')} />}
      eyebrow={
        <>
          <span lang={category.lang} dir={category.dir}>
            {category.text}
          </span>
          <span className={styles.type}>{jobTypeLabel(job.type, t)}</span>
        </>
      }
      onClose={onClose}
      footer={
        <>
          <p className={styles.hint}>{t.jobList.applyHint}</p>
          <Link to={`/applynow/${job.id}`} className={buttonClassName()}>
            {t.jobList.applyNow} <ArrowRightIcon size={18} />
          </Link>
        </>
      }
    >
      {/* Sanitised by the server when the job was saved (DECISIONS 5). */}
      <div
        className={rich.richText}
        lang={description.lang}
        dir={description.dir}
        dangerouslySetInnerHTML={{ __html: description.text }}
      />
    </Modal>
  );
}
