import { ROUTES, type RouteName } from '@pawpals/contracts';
import { RouteMatcher } from '../edge/forwarding/route-matcher';

/**
 * Public reads answered the same for every caller: their services never look at the actor, so the
 * gateway skips the session lookup (a database round trip) for them. A public route whose answer
 * depends on who asks (a pending lost-pet post shown to its poster; the reviews of a business a moderator
 * took down, which its owner and admins still read) is not in this list.
 */
export const SESSIONLESS_ROUTES: RouteName[] = ['getClientConfig', 'getHealth', 'searchBusinesses', 'getBusiness', 'listAvailableSlots', 'listReunions', 'mapLostFoundPets'];

const sessionless = new RouteMatcher(SESSIONLESS_ROUTES.map((name) => ROUTES[name]));

/**
 * Whether a request may need to know who is signed in: every /api route except the sessionless ones
 * above. The web apps' files, the pages, robots.txt, the sitemap and the stored images never do.
 */
export function needsSession(method: string, path: string): boolean {
  if (!path.startsWith('/api/')) return false;
  const match = sessionless.match(method === 'HEAD' ? 'GET' : method, path.slice(4));
  return !match || match === 'method_not_allowed';
}
