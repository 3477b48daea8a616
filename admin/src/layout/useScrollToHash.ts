import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { APP_BAR_HEIGHT } from './AppBar';

/** How long a screen may take to render the element a link points at. */
const WAIT_MS = 10_000;

/**
 * A dashboard link with a `#id` lands on that part of its screen (the overview's upcoming
 * sessions open the session at its attendees, issue 26 item 16). The router does not scroll to
 * hashes, and the part appears only once the screen's record has loaded: wait for it, then
 * scroll it just under the fixed bar.
 */
export const useScrollToHash = () => {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash || hash.length < 2) return;
    const id = decodeURIComponent(hash.slice(1));
    const scroll = () => {
      const target = document.getElementById(id);
      if (!target) return false;
      const top = target.getBoundingClientRect().top + window.scrollY - APP_BAR_HEIGHT - 12;
      window.scrollTo({ top: Math.max(0, top) });
      return true;
    };
    if (scroll()) return;
    const observer = new MutationObserver(() => {
      if (scroll()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [hash, key]);
};
