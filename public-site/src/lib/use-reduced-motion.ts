import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const current = () => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;

/** True when the visitor asked the system for less motion. False while prerendering. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, current, () => false);
}
