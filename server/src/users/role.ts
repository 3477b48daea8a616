// The role codes live with the access rules that read them (common/access), below every
// feature module; this module keeps its own import path for the users and their callers.
export { Role, type RoleCode, STAFF_ROLES } from '../common/access/roles.js';
