import type { LucideIcon } from 'lucide-react';
import { Activity, Bell, Building2, CalendarDays, Download, LayoutDashboard, ScrollText, Settings, ShieldCheck, ShieldAlert, Users } from 'lucide-react';
import type { AdminRole } from '@pawpals/contracts';

export interface AdminNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Shown only to this role (docs/product.md#roles-and-permissions). */
  onlyFor?: AdminRole;
}

/** The sidebar of docs/product.md#admin-portal, in order. */
export const ADMIN_NAV: AdminNavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/businesses', label: 'Businesses', icon: Building2 },
  { to: '/admin/import-businesses', label: 'Import Businesses', icon: Download },
  { to: '/admin/users', label: 'Users', icon: Users },
  { to: '/admin/moderation', label: 'Moderation', icon: ShieldAlert },
  { to: '/admin/appointments', label: 'Appointments', icon: CalendarDays },
  { to: '/admin/notifications', label: 'Notifications', icon: Bell },
  { to: '/admin/settings', label: 'Settings', icon: Settings },
  { to: '/admin/admin-users', label: 'Admin Users', icon: ShieldCheck, onlyFor: 'super_admin' },
  { to: '/admin/audit-log', label: 'Audit Log', icon: ScrollText, onlyFor: 'super_admin' },
  { to: '/admin/system', label: 'System', icon: Activity, onlyFor: 'super_admin' },
];

export function navItemsFor(role: AdminRole | null): AdminNavItem[] {
  return ADMIN_NAV.filter((item) => !item.onlyFor || item.onlyFor === role);
}

/** /admin and /admin/dashboard are the same page. */
export function isNavItemActive(item: AdminNavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (item.to === '/admin') return path === '/admin' || path === '/admin/dashboard';
  return path === item.to || path.startsWith(`${item.to}/`);
}
