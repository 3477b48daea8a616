import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { isDashboardPath } from '@/features/auth/lib/landing';
import { navigateFullPage } from '@/lib/full-page-navigation';

/** Router state read by the public layout's welcome line. */
export interface WelcomeState {
  welcome: string;
}

/**
 * Leaves the sign-in pages for `path`, replacing them in history. `welcome`, when given, is
 * shown once at the top of the page reached (the dashboard has its own greeting).
 */
export function useGoTo(): (path: string, welcome?: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (path: string, welcome?: string) => {
      if (isDashboardPath(path)) navigateFullPage(path);
      else {
        const state: WelcomeState | undefined = welcome ? { welcome } : undefined;
        void navigate(path, { replace: true, state });
      }
    },
    [navigate],
  );
}
