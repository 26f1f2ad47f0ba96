// Bench-only copy of mfe-directory/src/routes.tsx with the business page loaded on demand, so /services
// does not load the review form (react-hook-form, zod) and dialogs. What mfe-directory should do.
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SectionScope } from '@pawpals/ui';
import type { SectionRoutesProps } from '@pawpals/session';
import { ServicesPage } from '../../../mfe-directory/src/services/ServicesPage';
import '../../../mfe-directory/src/styles.css';

const BusinessDetailPage = lazy(() =>
  import('../../../mfe-directory/src/business-detail/BusinessDetailPage').then((m) => ({ default: m.BusinessDetailPage })),
);

export default function DirectoryRoutes({ notFound = null }: SectionRoutesProps) {
  return (
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
  );
}
