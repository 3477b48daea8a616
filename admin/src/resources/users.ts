import PeopleIcon from '@mui/icons-material/People';
import { SUPER_ADMIN } from '../auth/roles';
import type { ResourceDeclaration } from './types';

/** User management: the top role only (spec §6). Edit has no client checks (spec §5). */
export const users: ResourceDeclaration = {
  name: 'users',
  apiPath: 'users',
  label: 'Users',
  createLabel: 'Add user',
  itemLabel: 'User',
  icon: PeopleIcon,
  roles: [SUPER_ADMIN],
  searchField: 'email',
  searchLabel: 'Search by email',
  canCreate: true,
  canEdit: true,
  canDelete: true,
  legacyPaths: { create: 'user/add' },
  fields: [
    {
      source: 'name',
      label: 'Name',
      type: 'text',
      minLength: 2,
      validateOn: 'create',
      inList: true,
    },
    {
      source: 'email',
      label: 'Email',
      type: 'email',
      minLength: 2,
      validateOn: 'create',
      inList: true,
    },
    {
      source: 'phone',
      label: 'Phone',
      type: 'phone',
      minLength: 2,
      validateOn: 'create',
      inList: true,
    },
    { source: 'company', label: 'Company', type: 'text', inList: true },
    {
      source: 'role',
      label: 'Role',
      type: 'select',
      placeholder: 'Select Role',
      required: true,
      validateOn: 'create',
      inList: true,
      choices: [
        { id: '1996', name: 'Admin' },
        { id: '1997', name: 'User' },
        { id: '2001', name: 'Super admin', disabled: true },
      ],
    },
    // "Longer than 6"; the server checks that the confirmation matches (spec §5).
    { source: 'password', label: 'Password', type: 'password', minLength: 7, validateOn: 'create' },
    { source: 'password_confirmation', label: 'Confirm password', type: 'password' },
    { source: 'created_at', label: 'Joined at', type: 'date', inList: true, inForm: false },
  ],
};
