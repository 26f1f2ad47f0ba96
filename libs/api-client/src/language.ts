import { LOCALE_TAGS, localeOfPath } from '@pawpals/contracts';

/**
 * The Accept-Language of every call: the page's language (a page under /es is Spanish), so the server's
 * readable messages speak it (docs/decisions/0151-server-speaks-spanish.md). Read at each call: the app
 * moves between /es and English pages without reloading.
 */
export function pageLanguageHeader(): { 'Accept-Language': string } {
  const pathname = typeof window === 'undefined' ? '/' : window.location.pathname;
  return { 'Accept-Language': LOCALE_TAGS[localeOfPath(pathname)] };
}
