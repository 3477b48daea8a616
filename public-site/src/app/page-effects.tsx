import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { matchAppRoute, pageTitle } from '@/app/route-config';

/** Every navigation scrolls to the top (spec §2) and updates the document title. */
export function PageEffects() {
  const { key, pathname } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [key]);

  useEffect(() => {
    document.title = pageTitle(matchAppRoute(pathname));
  }, [pathname]);

  return null;
}
