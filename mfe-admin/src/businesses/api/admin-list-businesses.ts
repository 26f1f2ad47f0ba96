import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys, callApi } from '@pawpals/api-client';

/** GET /api/admin/businesses: every business with its owner email and premium flag. */
export const adminListBusinesses = () => callApi('adminListBusinesses');

export const adminListBusinessesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.businesses(), queryFn: adminListBusinesses });

export function useAdminListBusinesses() {
  return useQuery(adminListBusinessesQueryOptions());
}
