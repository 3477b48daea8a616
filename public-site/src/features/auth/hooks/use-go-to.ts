import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { isDashboardPath } from '@/features/auth/lib/landing';
import { navigateFullPage } from '@/lib/full-page-navigation';

/** Leaves the sign-in pages for `path`, replacing them in history. */
export function useGoTo(): (path: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (path: string) => {
      if (isDashboardPath(path)) navigateFullPage(path);
      else void navigate(path, { replace: true });
    },
    [navigate],
  );
}
