import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBusinessRow } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { adminBusinessKeys } from './admin-business-keys';

export function getAdminBusinesses(): Promise<AdminBusinessRow[]> {
  return apiJson<AdminBusinessRow[]>('GET', '/api/admin/businesses');
}

export const adminBusinessesQueryOptions = () => queryOptions({ queryKey: adminBusinessKeys.list(), queryFn: getAdminBusinesses });

/** GET /api/admin/businesses. */
export function useAdminBusinesses() {
  return useQuery(adminBusinessesQueryOptions());
}
