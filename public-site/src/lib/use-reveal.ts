import { type RefObject, useEffect } from 'react';

/**
 * Brings a confirmation into view and moves focus to it when it appears, so a visitor who
 * pressed a button at the bottom of a long form sees (and hears) that it worked instead of an
 * emptied form. The element needs tabIndex={-1}.
 */
export function useReveal(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const reduced =
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.focus({ preventScroll: true });
    // jsdom has no scrollIntoView.
    element.scrollIntoView?.({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
  }, [ref]);
}
