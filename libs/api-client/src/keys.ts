/**
 * The query keys of every resource the web apps read, once for all of them: the shell and every remote
 * share one QueryClient, so a remote that changes a resource invalidates the same key another remote
 * reads it under (mfe-directory's heart and mfe-account's dashboard both use `favoriteKeys`).
 *
 * A key starts with the URL of the collection it reads (built from the route contracts), so
 * invalidating a resource's `all` refreshes every list and detail of it at once, e.g.
 * `businessKeys.all` = ['/api/businesses'] covers every search and every business page.
 */
import { ROUTES, routeUrl, type InquirySenderType, type PetPostType, type QueryOf, type ReviewSort, type RouteName } from '@pawpals/contracts';
import type { QueryKey } from '@tanstack/react-query';

/**
 * The collection a route reads: its URL up to the first path parameter, so getBusiness
 * (/api/businesses/:id) and listLostFoundPetMatches (/api/lost-found-pets/:id/matches) share their
 * collection's key prefix with its list.
 */
function collection(name: RouteName): string {
  const placeholders = Object.fromEntries([...ROUTES[name].path.matchAll(/:(\w+)/g)].map(([, key]) => [key, '\u0000']));
  const url = routeUrl(name, placeholders);
  const firstParam = url.indexOf('/%00');
  return firstParam < 0 ? url : url.slice(0, firstParam);
}

/** The signed-in user and their admin status (libs/session). */
export const sessionKeys = {
  currentUser: () => [collection('getCurrentUser')] as const,
  adminCheck: () => [collection('checkAdmin')] as const,
};

export type BusinessSearchQuery = QueryOf<'searchBusinesses'>;

/** Businesses: the directory search, one business, and the signed-in owner's own business. */
export const businessKeys = {
  all: [collection('getBusiness')] as const,
  search: (query: BusinessSearchQuery) => [collection('getBusiness'), { search: query }] as const,
  detail: (id: string) => [collection('getBusiness'), id] as const,
  mine: () => [collection('getMyBusiness')] as const,
  /** The owner's weekly insights. */
  insights: () => [collection('getBusinessInsights')] as const,
};

/** Reviews: a business's reviews (every sort under one prefix) and the signed-in user's own. */
export const reviewKeys = {
  all: [collection('listReviews')] as const,
  forBusiness: (businessId: string) => [collection('listReviews'), businessId] as const,
  forBusinessSorted: (businessId: string, sort: ReviewSort) => [collection('listReviews'), businessId, { sort }] as const,
  mine: () => [collection('listMyReviews')] as const,
};

/** The signed-in user's favorites. */
export const favoriteKeys = {
  all: [collection('listFavorites')] as const,
  list: () => [collection('listFavorites')] as const,
};

/** Appointments: the ones I requested, the requests to my business, and a clinic's free slots. */
export const appointmentKeys = {
  // Under the business's own key (…/businesses/:id), so a change to the business refreshes its slots too.
  freeSlots: (businessId: string) => [collection('listAvailableSlots'), businessId, 'slots'] as const,
  mine: () => [collection('listMyAppointments')] as const,
  ofMyBusiness: () => [collection('listBusinessAppointments')] as const,
};

/** Conversations with businesses: the customer's side and the business owner's side (each an infinite query of pages). */
export const inquiryKeys = {
  mine: () => [collection('listMyInquiries')] as const,
  ofMyBusiness: () => [collection('listBusinessInquiries')] as const,
  /**
   * A side's unread count (GET /api/inquiries/unread-count?side=…), under that side's list, so whatever
   * re-reads the conversations of a side re-reads its badge too.
   */
  unreadCount: (side: InquirySenderType) =>
    [collection(side === 'customer' ? 'listMyInquiries' : 'listBusinessInquiries'), 'unread-count'] as const,
};

/** Private conversations about lost & found posts: the signed-in user's, on both sides. */
export const petConversationKeys = {
  mine: () => [collection('listPetConversations')] as const,
  /** Under mine(), so whatever re-reads the conversations re-reads the count too. */
  unreadCount: () => [collection('listPetConversations'), 'unread-count'] as const,
};

/** Which lost & found pets a list shows: every type, or only lost or only found (the board's tabs). */
export type LostFoundPetListFilter = 'all' | PetPostType;

/** Where the board's "Near me" looks: a point (the browser's location) or a ZIP code, within a radius. */
export type NearMeQuery = Pick<QueryOf<'listLostFoundPets'>, 'lat' | 'lng' | 'zipCode' | 'radiusMiles' | 'species'>;

/**
 * Lost & found pet posts: the public board (per tab, optionally near a place and searched), one post, its possible
 * matches and nearby vets, and the signed-in user's own posts.
 */
export const lostFoundPetKeys = {
  all: [collection('getLostFoundPet')] as const,
  /** The board's pages (an infinite query) for a tab, a place and search words. */
  list: (filter: LostFoundPetListFilter, near?: NearMeQuery, q?: string) =>
    [collection('getLostFoundPet'), { type: filter, ...(near ? { near } : {}), ...(q ? { q } : {}) }] as const,
  detail: (id: string) => [collection('getLostFoundPet'), id] as const,
  matches: (id: string) => [collection('getLostFoundPet'), id, 'matches'] as const,
  nearbyVets: (id: string) => [collection('getLostFoundPet'), id, 'nearby-vets'] as const,
  sightings: (id: string) => [collection('getLostFoundPet'), id, 'sightings'] as const,
  reunions: () => [collection('listReunions')] as const,
  mine: () => [collection('listMyLostFoundPets')] as const,
};

/** The signed-in member's alert area (pet alerts near you), read by mfe-account and mfe-lostfound. */
export const alertAreaKeys = {
  mine: () => [collection('getAlertArea')] as const,
};

/** Which emails the signed-in member gets. */
export const emailPreferenceKeys = {
  mine: () => [collection('getEmailPreferences')] as const,
};

/** Alerts by Web Push: my devices (Settings' list) and this device's own state (permission, subscription). */
export const pushKeys = {
  all: [collection('listPushSubscriptions')] as const,
  devices: () => [collection('listPushSubscriptions')] as const,
  thisDevice: () => [collection('listPushSubscriptions'), 'this-device'] as const,
};

/** Deployment settings the browser needs (the map's tile server). */
export const clientConfigKeys = {
  config: () => [collection('getClientConfig')] as const,
};

/** The signed-in user's notifications and their unread count. */
export const notificationKeys = {
  all: [collection('listNotifications')] as const,
  list: () => [collection('listNotifications')] as const,
  unreadCount: () => [collection('getUnreadCount')] as const,
};

/** What the admin portal reads (each an admin-only route). */
export const adminKeys = {
  analytics: () => [collection('getDashboardAnalytics')] as const,
  trends: () => [collection('getAdminTrends')] as const,
  businesses: () => [collection('adminListBusinesses')] as const,
  appointments: () => [collection('adminListAppointments')] as const,
  members: () => [collection('listMembers')] as const,
  adminUsers: () => [collection('listAdminUsers')] as const,
  pendingLostFoundPets: () => [collection('listPendingLostFoundPets')] as const,
  /** How many posts the moderation queue holds in all (the Pending Pets tab), whatever page of it is loaded. */
  pendingLostFoundPetsCount: () => [collection('getPendingLostFoundPetsCount')] as const,
  reportedContent: () => [collection('listReportedContent')] as const,
  /** How many reports are pending in all (the Reported Content tab), whatever page of them is loaded. */
  reportedContentCount: () => [collection('getReportedContentCount')] as const,
  settingsCategories: () => [collection('getSettingsCategories')] as const,
  /** Pages of the audit log (an infinite query: its pages follow `nextCursor`). */
  auditLog: () => [collection('listAuditLog')] as const,
  /** The system page: every service's state, outbox and consumers. */
  systemStatus: () => [collection('getSystemStatus')] as const,
  /** The system page: parked events of every service. */
  parkedEvents: () => [collection('listParkedEvents')] as const,
};

const rootOf = (queryKey: QueryKey): string | null => (typeof queryKey[0] === 'string' ? queryKey[0] : null);

/** Whether a key holds an answer of the API (every key above does), as opposed to purely local state. */
export function isApiKey(queryKey: QueryKey): boolean {
  const root = rootOf(queryKey);
  return root !== null && (Object.keys(ROUTES) as RouteName[]).some((name) => ROUTES[name].method === 'GET' && collection(name) === root);
}

/** Whether a key holds the signed-in user or their admin status. */
export function isSessionKey(queryKey: QueryKey): boolean {
  const root = rootOf(queryKey);
  return root === sessionKeys.currentUser()[0] || root === sessionKeys.adminCheck()[0];
}

/** Whether a key holds an answer only an admin may read (what leaving the admin portal forgets). */
export function isAdminKey(queryKey: QueryKey): boolean {
  const root = rootOf(queryKey);
  return root !== null && Object.values(adminKeys).some((key) => key()[0] === root);
}
