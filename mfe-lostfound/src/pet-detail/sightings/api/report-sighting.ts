import type { BodyOf } from '@pawpals/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, lostFoundPetKeys } from '@pawpals/api-client';

/** POST /api/lost-found-pets/:id/sightings. */
export const reportSighting = (id: string, body: BodyOf<'reportSighting'>) => callApi('reportSighting', { params: { id }, body });

export function useReportSighting(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'reportSighting'>) => reportSighting(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lostFoundPetKeys.sightings(id) }),
  });
}
