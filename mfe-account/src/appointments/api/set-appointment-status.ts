import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@pawpals/contracts';
import { appointmentKeys, callApi, isUnauthorizedError } from '@pawpals/api-client';
import { toast } from '@pawpals/ui';

export type SetAppointmentStatusInput = { id: string } & BodyOf<'setAppointmentStatus'>;

/** PATCH /api/appointments/:id/status {status}. */
export const setAppointmentStatus = ({ id, status }: SetAppointmentStatusInput) =>
  callApi('setAppointmentStatus', { params: { id }, body: { status } });

/** Toasts 'Appointment status updated' / 'Failed to update appointment'. */
export function useSetAppointmentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAppointmentStatus,
    onSuccess: () => toast({ title: 'Appointment status updated', variant: 'success' }),
    onError: (error) => {
      if (!isUnauthorizedError(error)) toast({ title: 'Failed to update appointment', variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.ofMyBusiness() }),
  });
}
