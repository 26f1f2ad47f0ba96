import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SectionMessages, SectionScope } from '@pawpals/ui';
import type { SectionRoutesProps } from '@pawpals/session';
import { LostFoundPage } from './pets-list/LostFoundPage';
import { PetDetailPage } from './pet-detail/PetDetailPage';
import { lostFoundCatalog } from './i18n/catalog';
import './styles.css';

// The post form (and its photo uploader) loads only when /lost-found/new opens: the board and a pet's page,
// where most visitors arrive from a shared link, do not download it.
const PostPetPage = lazy(() => import('./post-pet/PostPetPage').then((m) => ({ default: m.PostPetPage })));

/** Exposed as `mfe_lostfound/routes`: /lost-found, /lost-found/new, /lost-found/:id. */
export default function LostFoundRoutes({ notFound = null }: SectionRoutesProps) {
  return (
    <SectionScope name="mfe-lostfound">
      <SectionMessages load={lostFoundCatalog}>
        <Routes>
          <Route path="/lost-found" element={<LostFoundPage />} />
          <Route
            path="/lost-found/new"
            element={
              <Suspense fallback={<div className="min-h-[70vh]" aria-busy="true" />}>
                <PostPetPage />
              </Suspense>
            }
          />
          <Route path="/lost-found/:id" element={<PetDetailPage />} />
          <Route path="*" element={notFound} />
        </Routes>
      </SectionMessages>
    </SectionScope>
  );
}
