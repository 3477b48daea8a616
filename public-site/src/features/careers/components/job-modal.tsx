import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '@/components/icons/interface-icons';
import { buttonClassName } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { jobTypeLabel } from '@/features/careers/lib/job-labels';
import { type Job } from '@/features/careers/types';
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
  return (
    <Modal
      title={job.title}
      eyebrow={
        <>
          <span>{job.category}</span>
          <span className={styles.type}>{jobTypeLabel(job.type)}</span>
        </>
      }
      onClose={onClose}
      footer={
        <>
          <p className={styles.hint}>Apply online with your CV: PDF, Word or an image.</p>
          <Link to={`/applynow/${job.id}`} className={buttonClassName()}>
            Apply now <ArrowRightIcon size={18} />
          </Link>
        </>
      }
    >
      {/* Sanitised by the server when the job was saved (DECISIONS 5). */}
      <div className={rich.richText} dangerouslySetInnerHTML={{ __html: job.description }} />
    </Modal>
  );
}
