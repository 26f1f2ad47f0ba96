import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportResult, PlaceSearchResult } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { adminBusinessKeys } from '../../businesses/api/admin-business-keys';
import { dashboardKeys } from '../../dashboard/api/dashboard-keys';

/** POST /api/admin/import-businesses with {businesses}: the selected search results. */
export function importBusinesses(businesses: PlaceSearchResult[]): Promise<ImportResult> {
  return apiJson<ImportResult>('POST', '/api/admin/import-businesses', { businesses });
}

export function useImportBusinesses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importBusinesses,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminBusinessKeys.list() });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.analytics() });
    },
  });
}
