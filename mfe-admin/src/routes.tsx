import { Route, Routes } from 'react-router-dom';
import { SectionScope } from '@pawpals/ui';
import type { SectionRoutesProps } from '@pawpals/session';
import { AdminLoginPage } from './admin-login/AdminLoginPage';
import { AdminComingSoonPage } from './admin-portal/AdminComingSoonPage';
import './styles.css';

const ADMIN_PAGES = ['dashboard', 'businesses', 'users', 'moderation', 'appointments', 'notifications', 'settings', 'admin-users', 'import-businesses'];

/** Exposed as `mfe_admin/routes`: /admin/login, /admin and the admin pages of SPEC §2.1. */
export default function AdminRoutes({ notFound = null }: SectionRoutesProps) {
  return (
    <SectionScope name="mfe-admin">
      <Routes>
        <Route path="/admin/login" element={<AdminLoginPage />} />
        <Route path="/admin" element={<AdminComingSoonPage />} />
        {ADMIN_PAGES.map((page) => (
          <Route key={page} path={`/admin/${page}`} element={<AdminComingSoonPage />} />
        ))}
        <Route path="*" element={notFound} />
      </Routes>
    </SectionScope>
  );
}
