import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentKeys, callApi, errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { toast } from '@pawpals/ui';

/** PATCH /api/appointments/:id/cancel: the visitor cancels their own pending or confirmed appointment. */
export const cancelAppointment = (id: string) => callApi('cancelAppointment', { params: { id } });

/** Toasts 'Appointment cancelled' (the clinic is told) or the server's reason; my appointments are re-read. */
export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAppointment,
    onSuccess: () =>
      toast({ title: 'Appointment cancelled', description: 'We let the clinic know.', variant: 'success' }),
    onError: (error) => {
      if (!isUnauthorizedError(error))
        toast({
          title: 'Could not cancel',
          description: errorMessageOf(error, 'Please try again'),
          variant: 'destructive',
        });
    },
    onSettled: (answer) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentKeys.mine() }),
        ...(answer
          ? [queryClient.invalidateQueries({ queryKey: appointmentKeys.freeSlots(answer.businessId) })]
          : []),
      ]),
  });
}
