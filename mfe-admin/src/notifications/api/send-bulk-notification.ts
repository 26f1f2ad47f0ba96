import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '@pawpals/contracts';
import { callApi } from '@pawpals/api-client';

/** POST /api/admin/notifications/bulk with {title, message}. */
export const sendBulkNotification = (body: BodyOf<'sendBulkNotification'>) => callApi('sendBulkNotification', { body });

/** 'Send to All Users'. */
export function useSendBulkNotification() {
  return useMutation({ mutationFn: sendBulkNotification });
}
