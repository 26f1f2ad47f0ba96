import { useLocation } from 'react-router-dom';
import { RemoteSection, sectionOwnerOf } from '../federation/sections';
import { NotFoundPage } from '../not-found/NotFoundPage';

/** Every path the shell doesn't own: the owning remote's routes, or the 404 page. */
export function SectionRoute() {
  const { pathname } = useLocation();
  const owner = sectionOwnerOf(pathname);
  if (!owner) return <NotFoundPage />;
  return <RemoteSection remote={owner} notFound={<NotFoundPage />} />;
}
