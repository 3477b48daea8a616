export const SUPER_ADMIN = '2001';
export const ADMIN = '1996';
export const USER = '1997';

/** The roles that may open the dashboard at all. */
export type DashboardRole = typeof SUPER_ADMIN | typeof ADMIN;

export const DASHBOARD_ROLES: readonly DashboardRole[] = [SUPER_ADMIN, ADMIN];

/** Roles travel as strings; tolerate a number from an older client or server. */
export const normalizeRole = (role: unknown): string | undefined =>
  typeof role === 'string' || typeof role === 'number' ? String(role) : undefined;

export const isDashboardRole = (role: unknown): role is DashboardRole =>
  typeof role === 'string' && (DASHBOARD_ROLES as readonly string[]).includes(role);
