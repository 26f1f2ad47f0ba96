import { catalogLoader } from './intl';

/** The shared components' own messages (libs/ui), merged into the page's catalog by the shell. */
export const uiCatalog = catalogLoader({ es: () => import('./es.json') });
