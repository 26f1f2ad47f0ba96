import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AppProviders, RouterNavigationBridge, StandaloneBar } from '@pawpals/session';
import LostFoundRoutes from './routes';

// Standalone harness: the section on its own, for local work (`nx serve mfe-lostfound`).
createRoot(document.getElementById('root')!).render(
  <AppProviders>
    <BrowserRouter>
      <RouterNavigationBridge />
      <StandaloneBar
        section="Lost & Found"
        links={[
          { to: '/lost-found', label: 'List' },
          { to: '/lost-found/new', label: 'Post a pet' },
          { to: '/lost-found/demo', label: 'Pet detail' },
        ]}
      />
      <main>
        <Routes>
          <Route path="/" element={<Navigate to="/lost-found" replace />} />
          <Route path="*" element={<LostFoundRoutes notFound={<p className="p-10 text-center">404 Page Not Found</p>} />} />
        </Routes>
      </main>
    </BrowserRouter>
  </AppProviders>,
);
