import { useCurrentUser } from '@pawpals/session';
import { LandingPage } from '../landing/LandingPage';
import { RemoteSection } from '../federation/sections';
import { NotFoundPage } from '../not-found/NotFoundPage';

/**
 * '/': the landing page when signed out or while the user check loads; otherwise the services page
 * (docs/product.md#pages-and-addresses).
 */
export function HomeRoute() {
  const { isAuthenticated, isLoading } = useCurrentUser();
  if (isLoading || !isAuthenticated) return <LandingPage />;
  return <RemoteSection remote="mfe_directory" notFound={<NotFoundPage />} />;
}
