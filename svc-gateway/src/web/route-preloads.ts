/*
 * Only the first screen's API answers are preloaded. The remotes' manifest, entry and chunks were too,
 * but a preload that fails (the remote's server down) is handed, failed, to the loader's own request
 * for the same URL, so the section's Retry could never load it again (e2e remote-down).
 */
import { ROUTES, type RouteName } from '@pawpals/contracts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The answers a detail page asks for first, by the contracts' routes (their one path parameter is the page's id). */
const FIRST_SCREEN_DATA: { page: RegExp; routes: RouteName[] }[] = [
  { page: new RegExp(`^/business/(${UUID})/?$`, 'i'), routes: ['getBusiness', 'listReviews'] },
  { page: new RegExp(`^/lost-found/(${UUID})/?$`, 'i'), routes: ['getLostFoundPet', 'listSightings'] },
];

/**
 * `<link rel="preload" as="fetch">` of the API answers a detail page shows first, so they load while the
 * code does instead of after it. `use-credentials` matches the client's fetch (credentials: 'include'),
 * so the browser hands the preloaded answer to it instead of asking twice.
 */
export function dataPreloads(pathname: string): string[] {
  for (const { page, routes } of FIRST_SCREEN_DATA) {
    const id = page.exec(pathname)?.[1];
    if (!id) continue;
    return routes.map((name) => `<link rel="preload" href="/api${ROUTES[name].path.replace(/:[A-Za-z]+/, encodeURIComponent(id))}" as="fetch" crossorigin="use-credentials" />`);
  }
  return [];
}
