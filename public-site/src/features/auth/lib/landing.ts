import { safeRedirect } from '@/lib/safe-redirect';

const AUTH_PAGES = new Set(['/login', '/register']);

/** Where each role starts (spec §4); roles are the strings of `Role`. */
export function roleLanding(role: string): string {
  if (role === '2001') return '/dashboard/users';
  if (role === '1996') return '/dashboard/courses';
  return '/';
}

/** A safe `redirectTo` that does not point back at the sign-in pages. */
export function returnPath(redirectTo: string | null): string | null {
  const path = safeRedirect(redirectTo);
  if (!path) return null;
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return AUTH_PAGES.has(pathname.replace(/\/+$/, '')) ? null : path;
}

/** After login: staff go to the dashboard; everyone else back where they came from (DECISIONS 12). */
export function afterLoginPath(role: string, redirectTo: string | null): string {
  const landing = roleLanding(role);
  if (landing !== '/') return landing;
  return returnPath(redirectTo) ?? '/';
}

/** After registering: where the visitor was going, else home (DECISIONS 12). */
export function afterRegisterPath(redirectTo: string | null): string {
  return returnPath(redirectTo) ?? '/';
}

/** A signed-in visitor on /login or /register goes back, else to the role's landing page (DECISIONS 13). */
export function signedInVisitorPath(role: string, redirectTo: string | null): string {
  return returnPath(redirectTo) ?? roleLanding(role);
}

/** The dashboard is another application: it needs a full page load. */
export function isDashboardPath(path: string): boolean {
  return path === '/dashboard' || /^\/dashboard[/?#]/.test(path);
}

/** `path` carrying the visitor's destination along, e.g. from /login to /register. */
export function withRedirect(path: string, redirectTo: string | null): string {
  return redirectTo ? `${path}?${new URLSearchParams({ redirectTo }).toString()}` : path;
}
