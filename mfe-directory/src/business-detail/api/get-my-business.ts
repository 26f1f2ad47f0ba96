import { getMyBusinessQueryOptions } from '@pawpals/api-client';
import { useCurrentUser, useSignedInQuery } from '@pawpals/session';

// Read by mfe-account too: one fetcher and one key, in libs/api-client.
export { getMyBusiness, getMyBusinessQueryOptions } from '@pawpals/api-client';

/** GET /api/my-business while signed in: my own business, or null. */
export const useGetMyBusiness = () => useSignedInQuery(getMyBusinessQueryOptions());

/**
 * Whether the signed-in user owns the business on screen: owners cannot review or message their own
 * business (the server answers 403), so the page offers "Manage your business" instead.
 */
export function useOwnsBusiness(businessId: string): boolean {
  const { isAuthenticated } = useCurrentUser();
  const { data } = useGetMyBusiness();
  return isAuthenticated && !!data && data.id === businessId;
}
