import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { ArrowRightIcon, CloseIcon } from '@/components/icons/interface-icons';
import { buttonClassName } from '@/components/ui/button';
import { useModalFocus } from '@/features/careers/lib/use-modal-focus';
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
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useModalFocus(dialog, closeButton, onClose);

  return createPortal(
    <div className={styles.layer} data-modal-layer="">
      <div className={styles.backdrop} aria-hidden="true" />
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className={styles.header}>
          <div className={styles.heading}>
            <p className={styles.meta}>
              <span className={styles.category}>{job.category}</span>
              <span className={styles.type}>{jobTypeLabel(job.type)}</span>
            </p>
            <h2 id={titleId} className={styles.title}>
              {job.title}
            </h2>
          </div>
          <button
            ref={closeButton}
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label="Close"
          >
            <CloseIcon size={22} />
          </button>
        </header>
        <div
          className={`${styles.body} ${rich.richText}`}
          // Sanitised by the server when the job was saved (DECISIONS 5).
          dangerouslySetInnerHTML={{ __html: job.description }}
        />
        <footer className={styles.footer}>
          <p className={styles.hint}>Apply online with your CV: PDF, Word or an image.</p>
          <Link to={`/applynow/${job.id}`} className={buttonClassName()}>
            Apply now <ArrowRightIcon size={18} />
          </Link>
        </footer>
      </div>
    </div>,
    document.body,
  );
}
