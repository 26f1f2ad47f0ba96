/**
 * The title of every page, one definition for both sides (docs/decisions/0062-titles-on-in-app-navigation.md):
 * the gateway renders it into the HTML (svc-gateway/src/edge/web/share-previews.ts) and the web app sets the same
 * `document.title` when it navigates in the browser. Plain strings and functions only (no zod), so the browser
 * bundles next to nothing. The titles of a business page and a pet page are their domains'
 * (directory/page-titles.ts, pets/page-titles.ts).
 */

export const SITE_NAME = 'PawPals';

/** The home page's title, also the title of every page without one of its own (private and unknown pages). */
export const HOME_TITLE = 'PawPals — Connecting Pet Families';

/** The public pages with a fixed address (the home page first), as the sitemap lists them. */
export const STATIC_PAGE_TITLES: Readonly<Record<string, string>> = {
  '/': HOME_TITLE,
  '/services': 'Pet Services Near You — Groomers, Vets, Pet Stores and Parks',
  '/lost-found': 'Lost & Found Pets',
  '/how-it-works': 'How PawPals Works',
  '/about': 'About PawPals',
  '/contact': 'Contact PawPals',
  '/privacy': 'Privacy Policy',
  '/terms': 'Terms of Service',
  '/pet-safety-tips': 'Pet Safety Tips',
  '/faqs': 'Frequently Asked Questions',
  '/support': 'Support Center',
  '/join': 'Join PawPals — It’s Free',
};

/** What `<title>` says for a page's own title: "<title> | PawPals", or the home title for none. */
export function documentTitle(pageTitle: string | null | undefined): string {
  return pageTitle && pageTitle !== HOME_TITLE ? `${pageTitle} | ${SITE_NAME}` : HOME_TITLE;
}

/** The title of a page with a fixed address ('/services/' is '/services'), or null for any other page. */
export function staticPageTitle(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  return STATIC_PAGE_TITLES[path] ?? null;
}
