import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment, AppointmentStatus } from '@pawpals/contracts';
import { apiJson, isUnauthorizedError } from '@pawpals/api-client';
import { toast } from '@pawpals/ui';
import { businessKeys } from '../../my-business/api/business-keys';

/** PATCH /api/appointments/:id/status {status}. */
export function setAppointmentStatus({
  id,
  status,
}: {
  id: string;
  status: AppointmentStatus;
}): Promise<Appointment> {
  return apiJson<Appointment>('PATCH', `/api/appointments/${encodeURIComponent(id)}/status`, { status });
}

/** Toasts 'Appointment status updated' / 'Failed to update appointment' (SPEC §8). */
export function useSetAppointmentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAppointmentStatus,
    onSuccess: () => toast({ title: 'Appointment status updated', variant: 'success' }),
    onError: (error) => {
      if (!isUnauthorizedError(error))
        toast({ title: 'Failed to update appointment', variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: businessKeys.appointments() }),
  });
}
