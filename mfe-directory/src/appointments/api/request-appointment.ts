import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@pawpals/contracts';
import { appointmentKeys, callApi } from '@pawpals/api-client';

/** {businessId, appointmentDate (ISO timestamp), petName, reason}. */
export type RequestAppointmentInput = BodyOf<'requestAppointment'>;

/** POST /api/appointments (veterinarian businesses only; the date may not be before today). */
export const requestAppointment = (body: RequestAppointmentInput) => callApi('requestAppointment', { body });

/** Afterwards (or after a 409 for a slot just taken) the user's appointments and the clinic's free slots are re-read. */
export function useRequestAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestAppointment,
    onSettled: (_answer, _error, { businessId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: appointmentKeys.freeSlots(businessId) }),
      ]),
  });
}
