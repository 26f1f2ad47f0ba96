import type { BodyOf } from '@pawpals/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../call';
import { alertAreaKeys } from '../keys';

/** PUT /api/me/alert-area {zipCode} or {latitude, longitude}, radiusMiles, species. */
export const setAlertArea = (body: BodyOf<'setAlertArea'>) => callApi('setAlertArea', { body });

/** Saves the area and puts the answer in the cache every reader of the area shares. */
export function useSetAlertArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAlertArea,
    onSuccess: (area) => queryClient.setQueryData(alertAreaKeys.mine(), area),
  });
}
