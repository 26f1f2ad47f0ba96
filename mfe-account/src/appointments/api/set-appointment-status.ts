import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@pawpals/contracts';
import { appointmentKeys, callApi, isUnauthorizedError } from '@pawpals/api-client';
import { defineMessages } from 'react-intl';
import { toast, useIntl } from '@pawpals/ui';

const messages = defineMessages({
  updated: { id: 'account.appointments.statusUpdated', defaultMessage: 'Appointment status updated' },
  failed: { id: 'account.appointments.updateFailed', defaultMessage: 'Failed to update appointment' },
});

export type SetAppointmentStatusInput = { id: string } & BodyOf<'setAppointmentStatus'>;

/** PATCH /api/appointments/:id/status {status}. */
export const setAppointmentStatus = ({ id, status }: SetAppointmentStatusInput) =>
  callApi('setAppointmentStatus', { params: { id }, body: { status } });

/** Toasts 'Appointment status updated' / 'Failed to update appointment'. */
export function useSetAppointmentStatus() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAppointmentStatus,
    onSuccess: () => toast({ title: intl.formatMessage(messages.updated), variant: 'success' }),
    onError: (error) => {
      if (!isUnauthorizedError(error)) toast({ title: intl.formatMessage(messages.failed), variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.ofMyBusiness() }),
  });
}
