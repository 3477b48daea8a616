import PeopleIcon from '@mui/icons-material/People';
import type { ResourceCustomization } from './types';

/** User management: the top role only (spec §6). Edit has no client checks (spec §5). */
export const users: ResourceCustomization = {
  apiPath: 'users',
  label: 'Users',
  createLabel: 'Add user',
  itemLabel: 'User',
  icon: PeopleIcon,
  searchField: 'email',
  recordName: 'name',
  legacyPaths: { create: 'user/add' },
  fields: [
    { source: 'name', label: 'Name', minLength: 2, validateOn: 'create', inList: true },
    { source: 'email', label: 'Email', minLength: 2, validateOn: 'create', inList: true },
    // Digits only, on a numeric keyboard; text so that a leading zero survives.
    {
      source: 'phone',
      label: 'Phone',
      type: 'phone',
      minLength: 2,
      validateOn: 'create',
      inList: true,
    },
    { source: 'company', label: 'Company', inList: true },
    {
      source: 'role',
      label: 'Role',
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
      required: true,
      lengthRule: { min: 8, max: 128, message: 'The password must be 8 to 128 characters' },
      validateOn: 'create',
    },
    { source: 'password_confirmation', label: 'Confirm password', required: false },
    // Changing one's own password or email needs it (DECISIONS 16); not for another user.
    {
      source: 'current_password',
      label: 'Your current password (only to change your own password or email)',
      type: 'password',
      editOnly: true,
    },
    // Issue 28 item 4: the language of the account's mails and PDFs; each named in itself.
    {
      source: 'locale',
      label: 'Mail language',
      placeholder: 'English unless chosen',
      choices: [
        { id: 'en', name: 'English' },
        { id: 'ar', name: 'العربية' },
      ],
    },
    { source: 'created_at', label: 'Joined at', inList: true },
  ],
};
