import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Business } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { useCurrentUser } from '@pawpals/session';
import { businessKeys } from '../../businesses/api/business-keys';

/** GET /api/my-business: the signed-in user's own business, or null. */
export function getMyBusiness(): Promise<Business | null> {
  return apiJson<Business | null>('GET', '/api/my-business');
}

export const myBusinessQueryOptions = () =>
  queryOptions({ queryKey: businessKeys.mine(), queryFn: getMyBusiness });

/**
 * Whether the signed-in user owns the business on screen: owners cannot review or message their own
 * business (the server answers 403), so the page offers "Manage your business" instead.
 */
export function useOwnsBusiness(businessId: string): boolean {
  const { isAuthenticated } = useCurrentUser();
  const { data } = useQuery({ ...myBusinessQueryOptions(), enabled: isAuthenticated });
  return isAuthenticated && !!data && data.id === businessId;
}
