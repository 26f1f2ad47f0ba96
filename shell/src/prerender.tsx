import { prerenderToNodeStream } from 'react-dom/static';
import { renderToString } from 'react-dom/server';
import { STATIC_PAGE_TITLES } from '@pawpals/contracts';
import { localeOfPath } from '@pawpals/contracts';
import { App } from './app/App';
import { pageCatalog } from './i18n/page-catalog';

import type { FirstScreen } from '@pawpals/remotes';

export { FIRST_SCREEN_HEADING_SLOT, FIRST_SCREEN_IMAGE_SLOT, FIRST_SCREEN_ROOT_SLOT, FIRST_SCREEN_TEMPLATES, FIRST_SCREEN_TEXT_SLOT, LIST_FIRST_SCREENS, localizedPageFile, PET_FIRST_SCREEN_KEYS, petFactSlot, prerenderedPageFile } from '@pawpals/remotes';
export { LOCALE_TAGS, LOCALES, localizedPath } from '@pawpals/contracts';
export { PRERENDERED_ATTRIBUTE } from './app/prerendered';

/** The shell's own public pages (the landing page and the static pages), sent as HTML before any script runs. */
export const PRERENDERED_PATHS = Object.keys(STATIC_PAGE_TITLES);

/**
 * The markup of the page at `path` as a signed-out visitor first sees it (the user check still pending,
 * sections still loading), which is what the browser's first render produces too, so it hydrates it. The
 * build renders the shell's own pages with it; the gateway loads this bundle to render a list page with its
 * first results (svc-gateway/src/edge/web/list-first-screens.ts).
 * A first pass loads the page's lazy modules; the second renders with all of them at hand, so the markup
 * is complete and carries no inline script (which the Content-Security-Policy would block).
 */
export async function renderPage(path: string, firstScreen: FirstScreen | null = null): Promise<string> {
  const locale = localeOfPath(path);
  const app = <App location={path} firstScreen={firstScreen} locale={locale} messages={await pageCatalog(locale)} />;
  const { prelude } = await prerenderToNodeStream(app);
  prelude.resume();
  return renderToString(app);
}
