import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { LucideIcon } from 'lucide-react';
import { Activity, Bell, Building2, CalendarDays, Download, LayoutDashboard, ScrollText, Settings, ShieldCheck, ShieldAlert, Users } from 'lucide-react';
import type { AdminRole } from '@pawpals/contracts';

const labels = defineMessages({
  dashboard: { id: 'admin.nav.dashboard', defaultMessage: 'Dashboard' },
  businesses: { id: 'admin.nav.businesses', defaultMessage: 'Businesses' },
  importBusinesses: { id: 'admin.nav.importBusinesses', defaultMessage: 'Import Businesses' },
  users: { id: 'admin.nav.users', defaultMessage: 'Users' },
  moderation: { id: 'admin.nav.moderation', defaultMessage: 'Moderation' },
  appointments: { id: 'admin.nav.appointments', defaultMessage: 'Appointments' },
  notifications: { id: 'admin.nav.notifications', defaultMessage: 'Notifications' },
  settings: { id: 'admin.nav.settings', defaultMessage: 'Settings' },
  adminUsers: { id: 'admin.nav.adminUsers', defaultMessage: 'Admin Users' },
  auditLog: { id: 'admin.nav.auditLog', defaultMessage: 'Audit Log' },
  system: { id: 'admin.nav.system', defaultMessage: 'System' },
});

export interface AdminNavItem {
  to: string;
  /** Its words, formatted where the sidebar is drawn. */
  label: MessageDescriptor;
  icon: LucideIcon;
  /** Shown only to this role (docs/product.md#roles-and-permissions). */
  onlyFor?: AdminRole;
}

/** The sidebar of docs/product.md#admin-portal, in order. */
export const ADMIN_NAV: AdminNavItem[] = [
  { to: '/admin', label: labels.dashboard, icon: LayoutDashboard },
  { to: '/admin/businesses', label: labels.businesses, icon: Building2 },
  { to: '/admin/import-businesses', label: labels.importBusinesses, icon: Download },
  { to: '/admin/users', label: labels.users, icon: Users },
  { to: '/admin/moderation', label: labels.moderation, icon: ShieldAlert },
  { to: '/admin/appointments', label: labels.appointments, icon: CalendarDays },
  { to: '/admin/notifications', label: labels.notifications, icon: Bell },
  { to: '/admin/settings', label: labels.settings, icon: Settings },
  { to: '/admin/admin-users', label: labels.adminUsers, icon: ShieldCheck, onlyFor: 'super_admin' },
  { to: '/admin/audit-log', label: labels.auditLog, icon: ScrollText, onlyFor: 'super_admin' },
  { to: '/admin/system', label: labels.system, icon: Activity, onlyFor: 'super_admin' },
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
