import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@pawpals/contracts';
import { appointmentKeys, businessKeys, callApi } from '@pawpals/api-client';

/** PUT /api/my-business/booking {slotMinutes, enabled}. */
export const setBookingSettings = (body: BodyOf<'setBookingSettings'>) =>
  callApi('setBookingSettings', { body });

export function useSetBookingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBookingSettings,
    onSuccess: (business) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: businessKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: businessKeys.all }),
        queryClient.invalidateQueries({ queryKey: appointmentKeys.freeSlots(business.id) }),
      ]),
  });
}
