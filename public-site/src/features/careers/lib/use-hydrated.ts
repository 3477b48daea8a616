import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while hydrating, true afterwards: what depends on the query string
 * (not part of a prerendered page) appears after hydration instead of breaking it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
