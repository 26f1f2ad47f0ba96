import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys, callApi } from '@pawpals/api-client';
import { defineMessages } from 'react-intl';
import { toast, useIntl } from '@pawpals/ui';
import { toastActionError } from '../../shared/error-toast';

/** POST /api/admin/users/:id/reinstate. */
export const reinstateUser = (id: string) => callApi('reinstateUser', { params: { id } });

const messages = defineMessages({
  reinstated: { id: 'admin.users.reinstated', defaultMessage: 'Member reinstated' },
  failed: { id: 'admin.users.reinstateFailed', defaultMessage: 'Failed to reinstate the member' },
});

export function useReinstateUser() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reinstateUser,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.members() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() });
      toast({ title: intl.formatMessage(messages.reinstated), variant: 'success' });
    },
    onError: (error) => toastActionError(error, intl.formatMessage(messages.failed), intl),
  });
}
