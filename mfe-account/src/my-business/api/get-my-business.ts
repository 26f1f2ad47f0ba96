import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Business } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { useCurrentUser } from '@pawpals/session';
import { businessKeys } from './business-keys';

/** GET /api/my-business: my business, or null before I have one. */
export function getMyBusiness(): Promise<Business | null> {
  return apiJson<Business | null>('GET', '/api/my-business');
}

export const myBusinessQueryOptions = () =>
  queryOptions({ queryKey: businessKeys.mine(), queryFn: getMyBusiness });

export function useMyBusiness() {
  const { isAuthenticated } = useCurrentUser();
  return useQuery({ ...myBusinessQueryOptions(), enabled: isAuthenticated });
}
