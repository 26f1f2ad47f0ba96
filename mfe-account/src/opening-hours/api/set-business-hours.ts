import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@pawpals/contracts';
import { businessKeys, callApi } from '@pawpals/api-client';

/** PUT /api/my-business/hours {timeZone?, weekly, closures}. */
export const setBusinessHours = (body: BodyOf<'setBusinessHours'>) => callApi('setBusinessHours', { body });

/** Afterwards my business and every directory read (open now, the business page) are re-read. */
export function useSetBusinessHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBusinessHours,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: businessKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: businessKeys.all }),
      ]),
  });
}
