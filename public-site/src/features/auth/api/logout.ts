import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiFetch } from '@/lib/api-client';
import { removeToken } from '@/lib/session';

/** Revokes the session on the server; fired without waiting (spec §4), failures ignored. */
export function logout(): void {
  apiFetch<unknown>('/logout', { auth: true }).catch(() => undefined);
}

/** Public header logout: revoke, forget the token, go to /login. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    logout();
    removeToken();
    void navigate('/login');
  }, [navigate]);
}
