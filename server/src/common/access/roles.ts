/** Role codes of spec §9. 2001 is the top role ("Super admin"). */
export const Role = {
  SuperAdmin: 2001,
  Admin: 1996,
  User: 1997,
} as const;

export type RoleCode = (typeof Role)[keyof typeof Role];

export const STAFF_ROLES: RoleCode[] = [Role.SuperAdmin, Role.Admin];

/**
 * The signed-in principal: who is calling, as the access layer needs it (the signed-in user
 * satisfies it). One name everywhere (issue 25): shared code types the caller with this rather
 * than with the users module's entity. What a visitor may see by kind is an `Audience`.
 */
export interface Principal {
  id: number;
  role: RoleCode;
}
