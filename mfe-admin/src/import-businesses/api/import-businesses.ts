import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlaceSearchResult } from '@pawpals/contracts';
import { adminKeys, callApi } from '@pawpals/api-client';

/** POST /api/admin/import-businesses with {businesses}: the selected search results. */
export const importBusinesses = (businesses: PlaceSearchResult[]) => callApi('importBusinesses', { body: { businesses } });

export function useImportBusinesses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importBusinesses,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.businesses() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.analytics() });
    },
  });
}
