import { catalogLoader } from '@pawpals/ui';

/** The session library's own messages (report buttons, device alerts), merged into the page's catalog by the shell. */
export const sessionCatalog = catalogLoader({ es: () => import('./es.json') });
