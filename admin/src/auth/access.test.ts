import { describe, expect, it } from '@jest/globals';
import type { ResourceDeclaration } from '../resources/types';
import { canRoleAccess, declarationForPath } from './access';

const Icon = () => null;
const base = { icon: Icon, fields: [], canCreate: true, canEdit: true, canDelete: true };
const declarations: ResourceDeclaration[] = [
  { ...base, name: 'users', apiPath: 'users', label: 'Users', roles: ['2001'] },
  {
    ...base,
    name: 'categories',
    apiPath: 'categories',
    label: 'Categories',
    roles: ['2001', '1996'],
  },
  {
    ...base,
    name: 'payments',
    apiPath: 'paymob/transactions',
    label: 'Payment',
    roles: ['2001', '1996'],
    canCreate: false,
    canEdit: false,
    canDelete: false,
  },
];

describe('canRoleAccess', () => {
  it('admits 2001 everywhere and 1996 everywhere but users', () => {
    expect(canRoleAccess(declarations, '2001', 'users', 'list')).toBe(true);
    expect(canRoleAccess(declarations, '2001', 'categories', 'edit')).toBe(true);
    expect(canRoleAccess(declarations, '1996', 'categories', 'delete')).toBe(true);
    expect(canRoleAccess(declarations, '1996', 'users', 'list')).toBe(false);
    expect(canRoleAccess(declarations, '1996', 'users', 'create')).toBe(false);
  });

  it('refuses role 1997, unknown roles and anonymous visitors on every screen', () => {
    for (const role of ['1997', '42', undefined]) {
      expect(canRoleAccess(declarations, role, 'categories', 'list')).toBe(false);
      expect(canRoleAccess(declarations, role, undefined, 'list')).toBe(false);
    }
  });

  it('follows the actions a declaration enables', () => {
    expect(canRoleAccess(declarations, '2001', 'payments', 'list')).toBe(true);
    expect(canRoleAccess(declarations, '2001', 'payments', 'create')).toBe(false);
    expect(canRoleAccess(declarations, '2001', 'payments', 'edit')).toBe(false);
    expect(canRoleAccess(declarations, '2001', 'payments', 'delete')).toBe(false);
  });
});

describe('declarationForPath', () => {
  it('finds the resource of a dashboard path', () => {
    expect(declarationForPath(declarations, '/users')?.name).toBe('users');
    expect(declarationForPath(declarations, '/users/7')?.name).toBe('users');
    expect(declarationForPath(declarations, '/categories/create')?.name).toBe('categories');
    expect(declarationForPath(declarations, '/')).toBeUndefined();
    expect(declarationForPath(declarations, '/addcategory')).toBeUndefined();
  });
});
