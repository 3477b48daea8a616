import { useEffect, useState } from 'react';

/** Scrolled distance below which the header always shows. */
const TOP_ZONE = 96;
/** Smallest movement that counts, so a trembling touch scroll does not flicker the header. */
const THRESHOLD = 6;

/** True while the visitor scrolls down; false again as soon as they scroll up (spec §2). */
export function useHideOnScroll(disabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= TOP_ZONE) {
        setHidden(false);
      } else if (Math.abs(y - lastY) >= THRESHOLD) {
        setHidden(y > lastY);
      } else {
        return;
      }
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return hidden && !disabled;
}
