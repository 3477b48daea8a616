import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '@/components/icons/interface-icons';
import { useModalFocus } from '@/lib/use-modal-focus';
import styles from '@/components/ui/modal.module.css';

export interface ModalProps {
  title: ReactNode;
  /** Shown above the title (a category, a type). */
  eyebrow?: ReactNode;
  /** Kept below the scrolling body, always in view. */
  footer?: ReactNode;
  /** The careers modal must not close on a backdrop click (spec §2 Careers). */
  dismissOnBackdrop?: boolean;
  /** Wider sheets for grids of cards. */
  size?: 'medium' | 'wide';
  onClose: () => void;
  children: ReactNode;
}

/**
 * The one modal of the public site (courses and careers). Its layer is fixed to the viewport and
 * the sheet never grows past it: on a phone it is a bottom sheet as wide as the screen with the
 * close button in view. Focus is trapped inside and returns to the opener on close; the page
 * behind is inert and does not scroll (the root element is locked, not the body — locking the
 * body let the closed slide-out menu widen the document on phones).
 */
export function Modal({
  title,
  eyebrow,
  footer,
  dismissOnBackdrop = false,
  size = 'medium',
  onClose,
  children,
}: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useModalFocus(dialog, closeButton, onClose);

  return createPortal(
    <div className={styles.layer} data-modal-layer="">
      <div
        className={styles.backdrop}
        aria-hidden="true"
        onMouseDown={dismissOnBackdrop ? onClose : undefined}
      />
      <div
        ref={dialog}
        className={`${styles.dialog} ${size === 'wide' ? styles.wide : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className={styles.header}>
          <div className={styles.heading}>
            {eyebrow && <div className={styles.eyebrow}>{eyebrow}</div>}
            <h2 id={titleId} className={styles.title}>
              {title}
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
        <div className={styles.body}>{children}</div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}
