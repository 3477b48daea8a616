/** Role codes of spec §9. 2001 is the top role ("Super admin"). */
export const Role = {
  SuperAdmin: 2001,
  Admin: 1996,
  User: 1997,
} as const;

export type RoleCode = (typeof Role)[keyof typeof Role];

export const STAFF_ROLES: RoleCode[] = [Role.SuperAdmin, Role.Admin];

/**
 * Who is calling, as the access layer needs it (the signed-in user satisfies it). Shared code
 * types the caller with this rather than with the users module's entity.
 */
export interface Caller {
  id: number;
  role: RoleCode;
}
