import { queryOptions, useQuery } from '@tanstack/react-query';
import { businessKeys, callApi } from '@pawpals/api-client';

/** GET /api/businesses/:id (404 "Business not found" for an unknown id). */
export const getBusiness = (id: string) => callApi('getBusiness', { params: { id } });

export const getBusinessQueryOptions = (id: string) => queryOptions({ queryKey: businessKeys.detail(id), queryFn: () => getBusiness(id) });

export function useGetBusiness(id: string) {
  return useQuery(getBusinessQueryOptions(id));
}
