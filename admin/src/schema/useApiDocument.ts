import { useCallback, useEffect, useState } from 'react';
import type { ApiDocument } from './apiDocument';
import { loadApiDocument } from './loadApiDocument';

type State =
  | { status: 'loading' }
  | { status: 'ready'; document: ApiDocument }
  | { status: 'failed'; error: Error };

/** Reads the API document (once per session) and says where the reading is. */
export const useApiDocument = (load: () => Promise<ApiDocument> = loadApiDocument) => {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (document) => current && setState({ status: 'ready', document }),
      (error: unknown) =>
        current &&
        setState({ status: 'failed', error: error instanceof Error ? error : new Error('Failed') }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
};
