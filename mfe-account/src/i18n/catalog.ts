import { catalogLoader } from '@pawpals/ui';

/**
 * The account section's own messages (docs/i18n.md): loaded with its code and only for Spanish. One loader for
 * every exposed module (routes, NotificationBell, VerifyEmailBanner), so the catalog is fetched once.
 */
export const accountCatalog = catalogLoader({ es: () => import('./es.json') });
