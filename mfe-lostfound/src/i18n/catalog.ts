import { catalogLoader } from '@pawpals/ui';

/**
 * The section's own Spanish (docs/i18n.md): loaded with its code, and only on a Spanish page. One loader for the
 * routes and the exposed HappyReunions, so the board's reunions reuse the catalog its routes already loaded.
 */
export const lostFoundCatalog = catalogLoader({ es: () => import('./es.json') });
