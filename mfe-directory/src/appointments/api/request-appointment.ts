import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';

export interface AppointmentPayload {
  businessId: string;
  /** ISO timestamp. */
  appointmentDate: string;
  petName: string | null;
  reason: string | null;
}

/** POST /api/appointments (veterinarian businesses only; the date may not be before today). */
export function requestAppointment(payload: AppointmentPayload): Promise<Appointment> {
  return apiJson<Appointment>('POST', '/api/appointments', payload);
}

/** Afterwards the user's own appointment list (dashboard) is re-read. */
export function useRequestAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestAppointment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/appointments'] }),
  });
}
