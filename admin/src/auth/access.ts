import type { ResourceDeclaration } from '../resources/types';
import { isDashboardRole } from './roles';

/**
 * The dashboard's access rules, from the resource declarations: only roles 2001 and 1996 enter;
 * a resource admits the roles it declares and the actions it enables.
 */
export const canRoleAccess = (
  declarations: readonly ResourceDeclaration[],
  role: string | undefined,
  resource: string | undefined,
  action: string,
): boolean => {
  if (!isDashboardRole(role)) return false;
  const declaration = declarations.find((candidate) => candidate.name === resource);
  if (!declaration) return true;
  if (!declaration.roles.includes(role)) return false;
  switch (action) {
    case 'create':
    case 'clone':
      return declaration.canCreate;
    case 'edit':
      return declaration.canEdit;
    case 'delete':
      return declaration.canDelete;
    default:
      return true;
  }
};

/**
 * The declaration owning `pathname` (relative to /dashboard). Legacy paths are not matched: they
 * only redirect to the canonical path, which is checked in turn.
 */
export const declarationForPath = (
  declarations: readonly ResourceDeclaration[],
  pathname: string,
): ResourceDeclaration | undefined => {
  const first = pathname.split('/').find(Boolean);
  return declarations.find((declaration) => declaration.name === first);
};
