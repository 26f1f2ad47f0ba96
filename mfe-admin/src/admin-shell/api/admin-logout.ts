import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { callApi, isAdminKey, isUnauthorizedError, sessionKeys } from '@pawpals/api-client';
import { defineMessages } from 'react-intl';
import { toast, useIntl } from '@pawpals/ui';
import { markLeavingAdmin } from '../leaving-admin';

const messages = defineMessages({
  loggedOut: { id: 'admin.logout.loggedOut', defaultMessage: 'Logged out' },
  error: { id: 'admin.toast.error', defaultMessage: 'Error' },
  failed: { id: 'admin.logout.failed', defaultMessage: 'Failed to logout' },
});

/** POST /api/admin/logout: ends the session; answers {message}. */
export const adminLogout = () => callApi('adminLogout');

/**
 * 'Exit Admin': log out, toast 'Logged out', go to '/', and forget the session
 * and every admin answer so the header shows a signed-out visitor. Failure: 'Error' / 'Failed to logout'.
 */
export function useAdminLogout(options: { onLeave?: () => void } = {}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => adminLogout(),
    meta: { skipAuthRedirect: true },
    onSuccess: () => {
      markLeavingAdmin();
      options.onLeave?.();
      toast({ title: intl.formatMessage(messages.loggedOut), variant: 'success' });
      navigate('/');
      queryClient.setQueryData(sessionKeys.currentUser(), null);
      queryClient.removeQueries({ queryKey: sessionKeys.adminCheck() });
      queryClient.removeQueries({ predicate: (q) => isAdminKey(q.queryKey) });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      toast({ title: intl.formatMessage(messages.error), description: intl.formatMessage(messages.failed), variant: 'destructive' });
    },
  });
}
