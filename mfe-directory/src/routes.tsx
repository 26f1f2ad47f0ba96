import { Route, Routes } from 'react-router-dom';
import { SectionScope } from '@pawpals/ui';
import type { SectionRoutesProps } from '@pawpals/session';
import { ServicesPage } from './services/ServicesPage';
import { BusinessDetailPage } from './business-detail/BusinessDetailPage';
import './styles.css';

/** Exposed as `mfe_directory/routes`: /services and /business/:id (plus / for signed-in visitors). */
export default function DirectoryRoutes({ notFound = null }: SectionRoutesProps) {
  return (
    <SectionScope name="mfe-directory">
      <Routes>
        <Route path="/" element={<ServicesPage />} />
        <Route path="/services" element={<ServicesPage />} />
        <Route path="/business/:id" element={<BusinessDetailPage />} />
        <Route path="*" element={notFound} />
      </Routes>
    </SectionScope>
  );
}
