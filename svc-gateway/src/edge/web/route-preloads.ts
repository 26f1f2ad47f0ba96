/*
 * What a page's HTML names so it loads alongside the shell's own files
 * (docs/decisions/0101-critical-path-of-a-sections-page.md): the remotes' entry URLs inline (no request for
 * /remotes.manifest.json before a section can load), the owning remote's remoteEntry.js, and the first API
 * answers of the page (who is signed in; a list's or a detail's data).
 * A preload that fails (the remote's server down) is handed, failed, to the first load of that URL; the section's Retry asks for a cache-busted URL, so it
 * still recovers (e2e remote-down). The remotes' chunks are not preloaded (their hashed names are the
 * remote's business, and it redeploys on its own).
 */
import { imageSrcSet, isStoredImagePath, ROUTES, type RouteName } from '@pawpals/contracts';
import { REMOTES_ELEMENT_ID, remoteOwning, type RemoteName } from '@pawpals/remotes';
import { escapeHtml, jsonForScript } from './share-previews';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * The answers a page asks for first, by the contracts' routes: a detail page's (their one path parameter is
 * the page's id) and a list page's as it first shows (no filters in its address; with filters the client
 * asks other URLs, so nothing is preloaded).
 */
const FIRST_SCREEN_DATA: { page: RegExp; routes: RouteName[]; unfilteredOnly?: boolean }[] = [
  { page: new RegExp(`^/business/(${UUID})/?$`, 'i'), routes: ['getBusiness', 'listReviews'] },
  { page: new RegExp(`^/lost-found/(${UUID})/?$`, 'i'), routes: ['getLostFoundPet', 'listSightings'] },
  { page: /^\/services\/?$/, routes: ['searchBusinesses'], unfilteredOnly: true },
  { page: /^\/lost-found\/?$/, routes: ['listLostFoundPets', 'listReunions'], unfilteredOnly: true },
  // An admin list's first page: without it the list was asked only once the guard had its two answers, one after
  // the other (4.7 s to the first row at a million members; bench/lists/findings.md).
  { page: /^\/admin\/users\/?$/, routes: ['listMembers'] },
  { page: /^\/admin\/businesses\/?$/, routes: ['adminListBusinesses'] },
];

/** Every public page asks who is signed in (its header) as soon as the shell runs. */
const EVERY_PAGE_DATA: RouteName[] = ['getCurrentUser'];
/** The admin portal's guard asks who is signed in and whether they are an admin (not its sign-in page). */
const ADMIN_PAGE_DATA: RouteName[] = ['getCurrentUser', 'checkAdmin'];

const preloadOf = (path: string) => `<link rel="preload" href="/api${path}" as="fetch" crossorigin="use-credentials" />`;

/**
 * `<link rel="preload" as="fetch">` of the API answers a page shows first, so they load while the code
 * does instead of after it. `use-credentials` matches the client's fetch (credentials: 'include'), so the
 * browser hands the preloaded answer to it instead of asking twice.
 */
export function dataPreloads(pathname: string, search = ''): string[] {
  const admin = /^\/admin(\/|$)/.test(pathname);
  const always = (admin ? (/^\/admin\/login\/?$/.test(pathname) ? [] : ADMIN_PAGE_DATA) : EVERY_PAGE_DATA).map((name) => preloadOf(ROUTES[name].path));
  for (const { page, routes, unfilteredOnly } of FIRST_SCREEN_DATA) {
    const match = page.exec(pathname);
    if (!match || (unfilteredOnly && search)) continue;
    const id = match[1];
    return [...always, ...routes.map((name) => preloadOf(id ? ROUTES[name].path.replace(/:[A-Za-z]+/, encodeURIComponent(id)) : ROUTES[name].path))];
  }
  return always;
}

/**
 * The page's largest image (a pet's photo), fetched with the HTML's first requests instead of once the
 * section has drawn its <img> (docs/decisions/0118-responsive-images.md). A stored image is preloaded as its <img>
 * asks for it — the same srcset and `sizes` (FIRST_SCREEN_IMAGE_SIZES), so the browser picks the same width
 * and fetches it once — and without href, which only a browser that cannot pick would fetch.
 */
export function heroImagePreload(src: string, sizes: string): string {
  if (!isStoredImagePath(src)) return `<link rel="preload" href="${escapeHtml(src)}" as="image" fetchpriority="high" />`;
  return `<link rel="preload" as="image" imagesrcset="${escapeHtml(imageSrcSet(src))}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`;
}

/**
 * The remotes' entry URLs as inline JSON (not executed, so no CSP exception), and a preload of the entry of
 * the remote that owns the page.
 */
export function sectionPreloads(pathname: string, remotes: Record<RemoteName, string>): string[] {
  const owner = remoteOwning(pathname);
  return [
    `<script type="application/json" id="${REMOTES_ELEMENT_ID}">${jsonForScript(remotes)}</script>`,
    ...(owner ? [`<link rel="preload" href="${escapeHtml(remotes[owner])}" as="script" />`] : []),
  ];
}
