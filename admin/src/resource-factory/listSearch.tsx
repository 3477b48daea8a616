import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useListContext } from 'react-admin';
import { asText } from './format';

/** Spec §7/§9: results are requested 500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

interface ListSearchState {
  /** What the search box shows. */
  text: string;
  setText: (text: string) => void;
  /** True while typed text waits for its debounce or its results ('Searching...'). */
  searching: boolean;
}

const ListSearchContext = createContext<ListSearchState>({
  text: '',
  setText: () => undefined,
  searching: false,
});

export const useListSearch = () => useContext(ListSearchContext);

/**
 * Holds the typed search: the box updates at once, the list filter (`q`) 500 ms after the
 * last keystroke; between the keystroke and the answer the list says 'Searching...'.
 */
export const ListSearchProvider = ({ children }: { children: ReactNode }) => {
  const { setFilters, isFetching, ...list } = useListContext();
  const filterValues = list.filterValues as Record<string, unknown>;
  const applied = asText(filterValues.q);
  const [text, setTextState] = useState(applied);
  /** The search text whose results are awaited (undefined: none). */
  const [target, setTarget] = useState<string | undefined>(undefined);
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef({ filterValues, setFilters });
  latest.current = { filterValues, setFilters };

  // Another way of changing the filter (Back, a link) updates the box.
  useEffect(() => {
    if (timer.current === undefined) setTextState(applied);
  }, [applied]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // The results of the awaited text have arrived.
  useEffect(() => {
    if (target !== undefined && target === applied && !isFetching) setTarget(undefined);
  }, [target, applied, isFetching]);

  const setText = useCallback((next: string) => {
    setTextState(next);
    setTarget(next.trim());
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      const { filterValues: current, setFilters: apply } = latest.current;
      const { q: _previous, ...rest } = current;
      const trimmed = next.trim();
      const nextFilters = trimmed ? { ...rest, q: trimmed } : rest;
      apply(nextFilters, undefined, false);
    }, SEARCH_DEBOUNCE_MS);
  }, []);

  const value = useMemo(
    () => ({ text, setText, searching: target !== undefined }),
    [text, setText, target],
  );
  return <ListSearchContext.Provider value={value}>{children}</ListSearchContext.Provider>;
};
