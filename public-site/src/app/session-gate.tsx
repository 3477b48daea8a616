import { type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { useCurrentUser, useSessionToken } from '@/features/auth/api/get-current-user';
import { withRedirect } from '@/features/auth/lib/landing';
import { type User } from '@/features/auth/types';
import { type Viewer } from '@/features/courses/types';

/** The session as the training pages need it (they never read the session themselves). */
export function useViewer(): Viewer {
  const current = useCurrentUser();
  const token = useSessionToken();
  if (current.status === 'signed-in' && token) return { status: 'signed-in', token };
  if (current.status === 'loading') return { status: 'loading' };
  return { status: 'signed-out' };
}

export interface SignedInSession {
  user: User;
  token: string;
}

/**
 * Renders `children` for a signed-in visitor; sends anyone else to /login, which brings them
 * back to this address afterwards.
 */
export function RequireUser({ children }: { children: (session: SignedInSession) => ReactNode }) {
  const current = useCurrentUser();
  const token = useSessionToken();
  const { pathname, search } = useLocation();

  if (current.status === 'loading') return <PageSpinner />;
  if (current.status === 'signed-out' || !token) {
    return <Navigate replace to={withRedirect('/login', `${pathname}${search}`)} />;
  }
  return children({ user: current.user, token });
}
