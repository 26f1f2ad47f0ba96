import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@pawpals/contracts';
import { adminKeys, callApi } from '@pawpals/api-client';
import { defineMessages } from 'react-intl';
import { toast, useIntl } from '@pawpals/ui';
import { toastActionError } from '../../shared/error-toast';

const messages = defineMessages({
  removed: { id: 'admin.adminUsers.removed', defaultMessage: 'Admin user removed successfully' },
  removeFailed: { id: 'admin.adminUsers.removeFailed', defaultMessage: 'Failed to remove admin user' },
});

/** DELETE /api/admin/admin-users/:id (the admin row's id). */
export const removeAdminUser = (id: string) => callApi('removeAdminUser', { params: { id } });

/** Remove: 'Admin user removed successfully'. */
export function useRemoveAdminUser() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAdminUser,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<AdminUser[]>(adminKeys.adminUsers(), (rows) => rows?.filter((r) => r.id !== id));
      void queryClient.invalidateQueries({ queryKey: adminKeys.adminUsers() });
      toast({ title: intl.formatMessage(messages.removed), variant: 'success' });
    },
    onError: (error) => toastActionError(error, intl.formatMessage(messages.removeFailed), intl),
  });
}
