import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
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

/** A press outside the sheet lands on the dialog element itself, over its ::backdrop. */
function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

/**
 * The one modal of the public site (courses and careers): a native `<dialog>` opened with
 * showModal(), so the browser traps focus, makes the page behind inert, draws the ::backdrop
 * and turns Escape into a `cancel` event. The sheet never grows past the viewport: on a phone it
 * is a bottom sheet as wide as the screen with the close button in view.
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
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useModalFocus(dialog, closeButton);

  return createPortal(
    <dialog
      ref={dialog}
      className={`${styles.dialog} ${size === 'wide' ? styles.wide : ''}`}
      aria-labelledby={titleId}
      aria-modal="true"
      // Escape: React state decides whether the modal is shown, so the browser must not close it.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onMouseDown={dismissOnBackdrop ? (event) => onBackdrop(event) && onClose() : undefined}
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
    </dialog>,
    document.body,
  );
}
