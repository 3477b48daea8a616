import { type RefObject, useLayoutEffect } from 'react';

/**
 * Shows a `<dialog>` as a modal for as long as the component lives. The browser then traps
 * focus in it, makes the page behind inert and turns Escape into a `cancel` event; what is left
 * to us: focus starts on `initial` (the close button, rather than the first link of a long
 * list), the page behind does not scroll (the root element is locked, not the body — locking the
 * body let the closed slide-out menu widen the document on phones), and focus goes back to the
 * opener on close.
 *
 * A layout effect: its clean-up runs before React removes the dialog, while close() still works.
 */
export function useModalFocus(
  dialog: RefObject<HTMLDialogElement | null>,
  initial: RefObject<HTMLElement | null>,
) {
  useLayoutEffect(() => {
    const node = dialog.current;
    if (!node) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!node.open) node.showModal();
    (initial.current ?? node).focus();
    const { overflow } = document.documentElement.style;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      node.close();
      document.documentElement.style.overflow = overflow;
      if (opener?.isConnected && document.activeElement !== opener) opener.focus();
    };
  }, [dialog, initial]);
}
