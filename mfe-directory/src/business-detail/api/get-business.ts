import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Business } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { businessKeys } from '../../businesses/api/business-keys';

/** GET /api/businesses/:id (404 "Business not found" for an unknown id). */
export function getBusiness(id: string): Promise<Business> {
  return apiJson<Business>('GET', `/api/businesses/${encodeURIComponent(id)}`);
}

export const businessQueryOptions = (id: string) =>
  queryOptions({ queryKey: businessKeys.detail(id), queryFn: () => getBusiness(id) });

export function useBusiness(id: string) {
  return useQuery(businessQueryOptions(id));
}
