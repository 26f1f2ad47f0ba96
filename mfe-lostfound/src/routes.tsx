import { Route, Routes } from 'react-router-dom';
import { SectionScope } from '@pawpals/ui';
import type { SectionRoutesProps } from '@pawpals/session';
import { LostFoundPage } from './pets-list/LostFoundPage';
import { PostPetPage } from './post-pet/PostPetPage';
import { PetDetailPage } from './pet-detail/PetDetailPage';
import './styles.css';

/** Exposed as `mfe_lostfound/routes`: /lost-found, /lost-found/new, /lost-found/:id. */
export default function LostFoundRoutes({ notFound = null }: SectionRoutesProps) {
  return (
    <SectionScope name="mfe-lostfound">
      <Routes>
        <Route path="/lost-found" element={<LostFoundPage />} />
        <Route path="/lost-found/new" element={<PostPetPage />} />
        <Route path="/lost-found/:id" element={<PetDetailPage />} />
        <Route path="*" element={notFound} />
      </Routes>
    </SectionScope>
  );
}
