import type { Locale } from '@pawpals/contracts';
import { catalogLoader, mergedCatalog, uiCatalog, type Messages } from '@pawpals/ui';
import { sessionCatalog } from '@pawpals/session';

const shellCatalog = catalogLoader({ es: () => import('./es.json') });

/**
 * The page's catalog: the shell's messages and those of the libraries every section draws with (libs/ui,
 * libs/session). A section adds its own (SectionMessages). English is the source's text: nothing to load.
 */
export function pageCatalog(locale: Locale): Promise<Messages> {
  return mergedCatalog([shellCatalog, uiCatalog, sessionCatalog], locale);
}
