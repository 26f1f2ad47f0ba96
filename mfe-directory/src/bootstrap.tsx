import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, RouterNavigationBridge, StandaloneBar } from '@pawpals/session';
import DirectoryRoutes from './routes';

// Standalone harness: the section on its own, for local work (`nx serve mfe-directory`).
createRoot(document.getElementById('root')!).render(
  <AppProviders>
    <BrowserRouter>
      <RouterNavigationBridge />
      <StandaloneBar
        section="Directory"
        links={[
          { to: '/services', label: 'Services' },
          { to: '/services?q=grooming&category=groomer', label: 'Search example' },
          { to: '/business/demo', label: 'Business detail' },
        ]}
      />
      <main>
        <DirectoryRoutes notFound={<p className="p-10 text-center">404 Page Not Found</p>} />
      </main>
    </BrowserRouter>
  </AppProviders>,
);
