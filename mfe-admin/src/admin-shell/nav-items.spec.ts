import { ADMIN_NAV, isNavItemActive, navItemsFor } from './nav-items';
import { englishIntl } from '@pawpals/ui';

const labelOf = (item: (typeof ADMIN_NAV)[number]) => englishIntl.formatMessage(item.label);

describe('admin sidebar', () => {
  it('lists the portal pages in order, Admin Users, Audit Log and System only for super_admin', () => {
    const base = ['Dashboard', 'Businesses', 'Import Businesses', 'Users', 'Moderation', 'Appointments', 'Notifications', 'Settings'];
    expect(navItemsFor('super_admin').map(labelOf)).toEqual([...base, 'Admin Users', 'Audit Log', 'System']);
    expect(navItemsFor('moderator').map(labelOf)).toEqual(base);
    expect(navItemsFor('content_manager').map(labelOf)).toEqual(base);
  });

  it('marks Dashboard active on /admin and /admin/dashboard only', () => {
    const dashboard = ADMIN_NAV[0];
    expect(isNavItemActive(dashboard, '/admin')).toBe(true);
    expect(isNavItemActive(dashboard, '/admin/')).toBe(true);
    expect(isNavItemActive(dashboard, '/admin/dashboard')).toBe(true);
    expect(isNavItemActive(dashboard, '/admin/users')).toBe(false);
    const users = ADMIN_NAV.find((i) => labelOf(i) === 'Users')!;
    expect(isNavItemActive(users, '/admin/users')).toBe(true);
    expect(isNavItemActive(users, '/admin/admin-users')).toBe(false);
  });
});
