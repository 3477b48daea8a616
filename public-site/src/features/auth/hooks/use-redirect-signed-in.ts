import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useGoTo } from '@/features/auth/hooks/use-go-to';
import { signedInVisitorPath } from '@/features/auth/lib/landing';

/**
 * Sends a visitor who is already signed in away from /login and /register (DECISIONS 13).
 * Decided once, when the user state first settles, so a fresh sign-in on the page keeps its
 * own redirect.
 */
export function useRedirectSignedIn(): void {
  const current = useCurrentUser();
  const { pathname } = useLocation();
  // The account pages (forgot, reset a password) share the layout and serve signed-in users too.
  const guarded = pathname === '/login' || pathname === '/register';
  const [searchParams] = useSearchParams();
  const goTo = useGoTo();
  const decided = useRef(false);

  useEffect(() => {
    if (!guarded || decided.current || current.status === 'loading') return;
    decided.current = true;
    if (current.status === 'signed-in') {
      goTo(signedInVisitorPath(current.user.role, searchParams.get('redirectTo')));
    }
  }, [current, searchParams, goTo, guarded]);
}
