import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys, callApi } from '@pawpals/api-client';
import { toast } from '@pawpals/ui';
import { toastActionError } from '../../shared/error-toast';

/** POST /api/admin/parked-events/:id/retry: the event runs through its consumer's handler again. */
export const retryParkedEvent = (id: string) => callApi('retryParkedEvent', { params: { id } });

/** Retry: a toast says whether it was handled (and is gone) or failed again (and stays, with the new error). */
export function useRetryParkedEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryParkedEvent,
    onSuccess: (result) => {
      if (result.outcome === 'failed') {
        toast({ title: 'The event failed again', description: `${result.error ?? 'Unknown error'}. It stays parked.`, variant: 'destructive' });
      } else {
        toast({ title: result.outcome === 'handled' ? 'Event handled' : 'Event was already handled', description: 'It is no longer parked.', variant: 'success' });
      }
    },
    onError: (error) => toastActionError(error, 'Failed to retry the event'),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.parkedEvents() }), queryClient.invalidateQueries({ queryKey: adminKeys.systemStatus() })]),
  });
}
