import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { matchAppRoute, pageTitle } from '@/app/route-config';
import { useT } from '@/i18n/locale-context';

/**
 * Every navigation scrolls to the top (spec §2) and updates the document title. The page the
 * visitor arrived on keeps its scroll: they may have scrolled before the app woke up, and the
 * browser restores the position on reload and back.
 */
export function PageEffects() {
  const location = useLocation();
  const previous = useRef(location);
  const t = useT();

  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (before === location) return;
    // An in-page anchor (the skip link) moves within the page: leave the scroll to it.
    const sameDocument = before.pathname === location.pathname && before.search === location.search;
    if (sameDocument && before.hash !== location.hash) return;
    window.scrollTo(0, 0);
  }, [location]);

  useEffect(() => {
    document.title = pageTitle(matchAppRoute(location.pathname), t);
  }, [location.pathname, t]);

  return null;
}
