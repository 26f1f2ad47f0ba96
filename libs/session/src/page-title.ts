import { useEffect, useLayoutEffect, useRef } from 'react';
import { documentTitle, localeOfPath, staticPageTitle } from '@pawpals/contracts';

/**
 * The shell's part of in-app titles (docs/decisions/0062-titles-on-in-app-navigation.md): on every navigation
 * after the first, the title the gateway renders for that address (a static page's own, else the home title).
 * The first page's title is the server's already. A layout effect, so a detail page's own title
 * (usePageTitle, a passive effect of the same commit) is set after it and wins.
 */
export function useRouteTitle(pathname: string): void {
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // The router's pathname is the page's within its language; the address bar's says which language.
    const page = window.location.pathname;
    document.title = documentTitle(staticPageTitle(page), localeOfPath(page));
  }, [pathname]);
}

/** A detail page's title once its data is there (the same as the gateway renders, libs/contracts page-titles.ts). */
export function usePageTitle(pageTitle: string | null | undefined): void {
  useEffect(() => {
    if (pageTitle) document.title = documentTitle(pageTitle, localeOfPath(window.location.pathname));
  }, [pageTitle]);
}
