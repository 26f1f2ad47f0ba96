import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AppProviders, RouterNavigationBridge, StandaloneBar } from '@pawpals/session';
import AccountRoutes from './routes';
import NotificationBell from './notifications/NotificationBell';
import VerifyEmailBanner from './auth/verify-email/VerifyEmailBanner';

// Standalone harness: the section on its own, for local work (`nx serve mfe-account`).
createRoot(document.getElementById('root')!).render(
  <AppProviders>
    <BrowserRouter>
      <RouterNavigationBridge />
      <StandaloneBar
        section="Account"
        links={[
          { to: '/signup', label: 'Sign up' },
          { to: '/login', label: 'Log in' },
          { to: '/forgot-password', label: 'Forgot password' },
          { to: '/dashboard', label: 'Dashboard' },
          { to: '/settings', label: 'Settings' },
          { to: '/my-business', label: 'My Business' },
        ]}
      />
      <VerifyEmailBanner />
      <div className="mx-auto flex max-w-6xl justify-end px-4 pt-3">
        <NotificationBell />
      </div>
      <main>
        <Routes>
          <Route path="/" element={<Navigate to="/signup" replace />} />
          <Route path="*" element={<AccountRoutes notFound={<p className="p-10 text-center">404 Page Not Found</p>} />} />
        </Routes>
      </main>
    </BrowserRouter>
  </AppProviders>,
);
