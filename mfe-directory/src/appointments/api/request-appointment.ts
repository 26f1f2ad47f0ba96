import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@pawpals/contracts';
import { appointmentKeys, callApi } from '@pawpals/api-client';

/** {businessId, appointmentDate (ISO timestamp), petName, reason}. */
export type RequestAppointmentInput = BodyOf<'requestAppointment'>;

/** POST /api/appointments (veterinarian businesses only; the date may not be before today). */
export const requestAppointment = (body: RequestAppointmentInput) => callApi('requestAppointment', { body });

/** Afterwards the user's own appointment list (dashboard) is re-read. */
export function useRequestAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestAppointment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.mine() }),
  });
}
