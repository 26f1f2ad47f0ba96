import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AppProviders, RouterNavigationBridge, StandaloneBar } from '@pawpals/session';
import AdminRoutes from './routes';

// Standalone harness: the section on its own, for local work (`nx serve mfe-admin`).
createRoot(document.getElementById('root')!).render(
  <AppProviders>
    <BrowserRouter>
      <RouterNavigationBridge />
      <StandaloneBar
        section="Admin"
        links={[
          { to: '/admin/login', label: 'Admin login' },
          { to: '/admin', label: 'Dashboard' },
          { to: '/admin/moderation', label: 'Moderation' },
          { to: '/admin/import-businesses', label: 'Import' },
        ]}
      />
      <main>
        <Routes>
          <Route path="/" element={<Navigate to="/admin" replace />} />
          <Route path="*" element={<AdminRoutes notFound={<p className="p-10 text-center">404 Page Not Found</p>} />} />
        </Routes>
      </main>
    </BrowserRouter>
  </AppProviders>,
);
