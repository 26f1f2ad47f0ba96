import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineMessage, defineMessages, type MessageValue } from 'react-intl';
import { adminKeys, callApi } from '@pawpals/api-client';
import { toast, useIntl } from '@pawpals/ui';
import { toastActionError } from '../../shared/error-toast';

const messages = defineMessages({
  handled: { id: 'admin.system.retry.handled', defaultMessage: 'Event handled' },
  alreadyHandled: { id: 'admin.system.retry.alreadyHandled', defaultMessage: 'Event was already handled' },
  gone: { id: 'admin.system.retry.gone', defaultMessage: 'It is no longer parked.' },
  failed: { id: 'admin.system.retry.failed', defaultMessage: 'The event failed again' },
  unknownError: { id: 'admin.system.retry.unknownError', defaultMessage: 'Unknown error' },
  retryFailed: { id: 'admin.system.retry.requestFailed', defaultMessage: 'Failed to retry the event' },
});
const staysMessage = defineMessage<{ error: MessageValue }>({
  id: 'admin.system.retry.stays',
  defaultMessage: '{error}. It stays parked.',
});

/** POST /api/admin/parked-events/:id/retry: the event runs through its consumer's handler again. */
export const retryParkedEvent = (id: string) => callApi('retryParkedEvent', { params: { id } });

/** Retry: a toast says whether it was handled (and is gone) or failed again (and stays, with the new error). */
export function useRetryParkedEvent() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryParkedEvent,
    onSuccess: (result) => {
      if (result.outcome === 'failed') {
        toast({
          title: t(messages.failed),
          description: t(staysMessage, { error: result.error ?? t(messages.unknownError) }),
          variant: 'destructive',
        });
      } else {
        toast({
          title: t(result.outcome === 'handled' ? messages.handled : messages.alreadyHandled),
          description: t(messages.gone),
          variant: 'success',
        });
      }
    },
    onError: (error) => toastActionError(error, t(messages.retryFailed), intl),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.parkedEvents() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.systemStatus() }),
      ]),
  });
}
