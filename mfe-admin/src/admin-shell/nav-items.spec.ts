import { ADMIN_NAV, isNavItemActive, navItemsFor } from './nav-items';

describe('admin sidebar', () => {
  it('lists the portal pages in order, Admin Users, Audit Log and System only for super_admin', () => {
    const base = ['Dashboard', 'Businesses', 'Import Businesses', 'Users', 'Moderation', 'Appointments', 'Notifications', 'Settings'];
    expect(navItemsFor('super_admin').map((i) => i.label)).toEqual([...base, 'Admin Users', 'Audit Log', 'System']);
    expect(navItemsFor('moderator').map((i) => i.label)).toEqual(base);
    expect(navItemsFor('content_manager').map((i) => i.label)).toEqual(base);
  });

  it('marks Dashboard active on /admin and /admin/dashboard only', () => {
    const dashboard = ADMIN_NAV[0];
    expect(isNavItemActive(dashboard, '/admin')).toBe(true);
    expect(isNavItemActive(dashboard, '/admin/')).toBe(true);
    expect(isNavItemActive(dashboard, '/admin/dashboard')).toBe(true);
    expect(isNavItemActive(dashboard, '/admin/users')).toBe(false);
    const users = ADMIN_NAV.find((i) => i.label === 'Users')!;
    expect(isNavItemActive(users, '/admin/users')).toBe(true);
    expect(isNavItemActive(users, '/admin/admin-users')).toBe(false);
  });
});
