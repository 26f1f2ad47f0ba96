import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { catalogLoader, SectionMessages, SectionScope } from '@pawpals/ui';
import type { SectionRoutesProps } from '@pawpals/session';
import { ServicesPage } from './services/ServicesPage';
import './styles.css';

// Loaded on demand: /services does not download the business page with its review form
// (react-hook-form, zod) and dialogs (bench/RESULTS.md, budgets).
const BusinessDetailPage = lazy(() =>
  import('./business-detail/BusinessDetailPage').then((m) => ({ default: m.BusinessDetailPage })),
);

// The directory's words in the page's language: its own chunk, loaded only for a Spanish page.
const directoryCatalog = catalogLoader({ es: () => import('./i18n/es.json') });

/** Exposed as `mfe_directory/routes`: /services and /business/:id (plus / for signed-in visitors). */
export default function DirectoryRoutes({ notFound = null }: SectionRoutesProps) {
  return (
    <SectionMessages load={directoryCatalog}>
      <SectionScope name="mfe-directory">
        <Routes>
          <Route path="/" element={<ServicesPage />} />
          <Route path="/services" element={<ServicesPage />} />
          <Route
            path="/business/:id"
            element={
              <Suspense fallback={null}>
                <BusinessDetailPage />
              </Suspense>
            }
          />
          <Route path="*" element={notFound} />
        </Routes>
      </SectionScope>
    </SectionMessages>
  );
}
