import type { BodyOf } from '@pawpals/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../call';
import { pushKeys } from '../keys';

/** DELETE /api/push/subscriptions {endpoint} (this device) or {id} (one of my devices, from Settings). */
export const unsubscribePush = (body: BodyOf<'unsubscribePush'>) => callApi('unsubscribePush', { body });

/** Settings' "Remove": the device no longer gets alerts; the list and this device's state are read again. */
export function useUnsubscribePush() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unsubscribePush, onSettled: () => queryClient.invalidateQueries({ queryKey: pushKeys.all }) });
}
