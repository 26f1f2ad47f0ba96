/** An admin role for people ("super admin") and the Add Admin dialog's role choices, in the page's language. */
export { adminRoleOptions, roleLabel } from './labels';
