import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentKeys, callApi, errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { defineMessages } from 'react-intl';
import { toast, useIntl } from '@pawpals/ui';
import { common } from '../../shared/messages';

const messages = defineMessages({
  cancelled: { id: 'account.appointments.cancelled', defaultMessage: 'Appointment cancelled' },
  clinicTold: { id: 'account.appointments.clinicTold', defaultMessage: 'We let the clinic know.' },
  notCancelled: { id: 'account.appointments.notCancelled', defaultMessage: 'Could not cancel' },
});

/** PATCH /api/appointments/:id/cancel: the visitor cancels their own pending or confirmed appointment. */
export const cancelAppointment = (id: string) => callApi('cancelAppointment', { params: { id } });

/** Toasts 'Appointment cancelled' (the clinic is told) or the server's reason; my appointments are re-read. */
export function useCancelAppointment() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAppointment,
    onSuccess: () =>
      toast({ title: intl.formatMessage(messages.cancelled), description: intl.formatMessage(messages.clinicTold), variant: 'success' }),
    onError: (error) => {
      if (!isUnauthorizedError(error))
        toast({
          title: intl.formatMessage(messages.notCancelled),
          description: errorMessageOf(error, intl.formatMessage(common.tryAgainNoStop)),
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
