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
    // 8 to 128 characters (DECISIONS 16); the server checks that the confirmation matches and
    // answers the edit form, which has no client checks (spec §5), with the same message.
    {
      source: 'password',
      label: 'Password',
      type: 'password',
      required: true,
      lengthRule: { min: 8, max: 128, message: 'The password must be 8 to 128 characters' },
      validateOn: 'create',
    },
    { source: 'password_confirmation', label: 'Confirm password', type: 'password' },
    // Changing one's own password or email needs it (DECISIONS 16); not for another user.
    {
      source: 'current_password',
      label: 'Your current password (only to change your own password or email)',
      type: 'password',
      editOnly: true,
    },
    { source: 'created_at', label: 'Joined at', type: 'date', inList: true, inForm: false },
  ],
};
