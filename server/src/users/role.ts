/** Role codes of spec §9. 2001 is the top role ("Super admin"). */
export const Role = {
  SuperAdmin: 2001,
  Admin: 1996,
  User: 1997,
} as const;

export type RoleCode = (typeof Role)[keyof typeof Role];

export const STAFF_ROLES: RoleCode[] = [Role.SuperAdmin, Role.Admin];
