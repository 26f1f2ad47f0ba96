import { accessDeniedMessage, adminGuardState, insufficientPermissionsMessage, type AdminAccessInput } from './guard-state';

const signedInAdmin = (role: AdminAccessInput['role']): AdminAccessInput => ({
  userLoading: false,
  isAuthenticated: true,
  checkLoading: false,
  isAdmin: true,
  role,
});

describe('admin guard state', () => {
  it('verifies while the user check or the admin check is in flight', () => {
    expect(adminGuardState({ userLoading: true, isAuthenticated: false, checkLoading: false, isAdmin: false, role: null })).toEqual({ kind: 'verifying' });
    expect(adminGuardState({ userLoading: false, isAuthenticated: true, checkLoading: true, isAdmin: false, role: null })).toEqual({ kind: 'verifying' });
  });

  it('denies visitors, members without a role and failed checks', () => {
    expect(adminGuardState({ userLoading: false, isAuthenticated: false, checkLoading: false, isAdmin: false, role: null }).kind).toBe('denied');
    expect(adminGuardState({ userLoading: false, isAuthenticated: true, checkLoading: false, isAdmin: false, role: null }).kind).toBe('denied');
    expect(adminGuardState({ ...signedInAdmin('moderator'), isAdmin: false }).kind).toBe('denied');
  });

  it('allows any admin role on ordinary pages', () => {
    for (const role of ['content_manager', 'moderator', 'super_admin'] as const) {
      expect(adminGuardState(signedInAdmin(role))).toEqual({ kind: 'allowed', role });
    }
  });

  it('compares role levels 3, 2, 1 against the page', () => {
    expect(adminGuardState(signedInAdmin('content_manager'), 'moderator')).toEqual({ kind: 'insufficient', required: 'moderator', role: 'content_manager' });
    expect(adminGuardState(signedInAdmin('moderator'), 'moderator').kind).toBe('allowed');
    expect(adminGuardState(signedInAdmin('super_admin'), 'moderator').kind).toBe('allowed');
    expect(adminGuardState(signedInAdmin('moderator'), 'super_admin')).toEqual({ kind: 'insufficient', required: 'super_admin', role: 'moderator' });
    expect(adminGuardState(signedInAdmin('super_admin'), 'super_admin').kind).toBe('allowed');
  });

  it('uses the exact documented texts, roles with spaces', () => {
    expect(accessDeniedMessage()).toBe(
      "Access Denied: You don't have permission to access the admin panel. Please contact a system administrator if you believe this is an error.",
    );
    expect(insufficientPermissionsMessage('super_admin', 'content_manager')).toBe(
      'Insufficient Permissions: This page requires super admin privileges. Your current role is content manager.',
    );
  });
});
