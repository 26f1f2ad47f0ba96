import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@pawpals/api-client';

export interface BulkNotificationInput {
  title: string;
  message: string;
}

/** POST /api/admin/notifications/bulk with {title, message}. */
export function sendBulkNotification(payload: BulkNotificationInput): Promise<{ message: string }> {
  return apiJson<{ message: string }>('POST', '/api/admin/notifications/bulk', payload);
}

/** 'Send to All Users'. */
export function useSendBulkNotification() {
  return useMutation({ mutationFn: sendBulkNotification });
}
