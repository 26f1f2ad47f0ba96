import { Route, Routes } from 'react-router-dom';
import { catalogLoader, SectionMessages, SectionScope } from '@pawpals/ui';
import type { SectionRoutesProps } from '@pawpals/session';
import { AdminLoginPage } from './admin-login/AdminLoginPage';
import { AdminGuard, RequireAdminRole } from './admin-shell/AdminGuard';
import { AdminLayout } from './admin-shell/AdminLayout';
import { DashboardPage } from './dashboard/DashboardPage';
import { BusinessesPage } from './businesses/BusinessesPage';
import { UsersPage } from './users/UsersPage';
import { ModerationPage } from './moderation/ModerationPage';
import { AppointmentsPage } from './appointments/AppointmentsPage';
import { NotificationsPage } from './notifications/NotificationsPage';
import { SettingsPage } from './settings/SettingsPage';
import { AdminUsersPage } from './admin-users/AdminUsersPage';
import { AuditLogPage } from './audit-log/AuditLogPage';
import { ImportBusinessesPage } from './import-businesses/ImportBusinessesPage';
import { SystemPage } from './system/SystemPage';
import './styles.css';

// The admin portal's words in the page's language: its own chunk, loaded only for a Spanish page.
const adminCatalog = catalogLoader({ es: () => import('./i18n/es.json') });

/**
 * Exposed as `mfe_admin/routes`: /admin/login and the guarded admin portal (docs/product.md#admin-portal),
 * with the portal's catalog.
 */
export default function AdminRoutes(props: SectionRoutesProps) {
  return (
    <SectionMessages load={adminCatalog}>
      <AdminPortalRoutes {...props} />
    </SectionMessages>
  );
}

function AdminPortalRoutes({ notFound = null }: SectionRoutesProps) {
  return (
    <SectionScope name="mfe-admin">
      <Routes>
        <Route path="/admin/login" element={<AdminLoginPage />} />
        <Route
          element={
            <AdminGuard>
              <AdminLayout />
            </AdminGuard>
          }
        >
          <Route path="/admin" element={<DashboardPage />} />
          <Route path="/admin/dashboard" element={<DashboardPage />} />
          <Route path="/admin/businesses" element={<BusinessesPage />} />
          <Route path="/admin/import-businesses" element={<ImportBusinessesPage />} />
          <Route path="/admin/users" element={<UsersPage />} />
          <Route
            path="/admin/moderation"
            element={
              <RequireAdminRole role="moderator">
                <ModerationPage />
              </RequireAdminRole>
            }
          />
          <Route path="/admin/appointments" element={<AppointmentsPage />} />
          <Route path="/admin/notifications" element={<NotificationsPage />} />
          <Route path="/admin/settings" element={<SettingsPage />} />
          <Route
            path="/admin/admin-users"
            element={
              <RequireAdminRole role="super_admin">
                <AdminUsersPage />
              </RequireAdminRole>
            }
          />
          <Route
            path="/admin/audit-log"
            element={
              <RequireAdminRole role="super_admin">
                <AuditLogPage />
              </RequireAdminRole>
            }
          />
          <Route
            path="/admin/system"
            element={
              <RequireAdminRole role="super_admin">
                <SystemPage />
              </RequireAdminRole>
            }
          />
        </Route>
        <Route path="*" element={notFound} />
      </Routes>
    </SectionScope>
  );
}
