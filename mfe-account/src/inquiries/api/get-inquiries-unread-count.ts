import { queryOptions } from '@tanstack/react-query';
import type { InquirySenderType } from '@pawpals/contracts';
import { callApi, inquiryKeys } from '@pawpals/api-client';
import { useSignedInQuery } from '@pawpals/session';

/**
 * GET /api/inquiries/unread-count?side=…: the other side's unread messages over all my conversations on that
 * side (the ones I started, or my business's), not only the pages loaded: the inbox badges.
 */
export const getInquiriesUnreadCount = (side: InquirySenderType) => callApi('getInquiriesUnreadCount', { query: { side } });

export const inquiriesUnreadCountQueryOptions = (side: InquirySenderType) =>
  queryOptions({ queryKey: inquiryKeys.unreadCount(side), queryFn: () => getInquiriesUnreadCount(side) });

/** The badge of one side; `enabled` false until the owner has a business (the business side). */
export function useInquiriesUnreadCount(side: InquirySenderType, enabled = true) {
  return useSignedInQuery({ ...inquiriesUnreadCountQueryOptions(side), enabled });
}
