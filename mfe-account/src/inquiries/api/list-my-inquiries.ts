import { infiniteQueryOptions } from '@tanstack/react-query';
import { callApiPage, inquiryKeys } from '@pawpals/api-client';
import { useSignedInInfiniteQuery } from '@pawpals/session';

/**
 * GET /api/inquiries/mine: messages of the conversations I started (customer side), one page of conversations
 * at a time, newest conversation first, each conversation's messages oldest first (docs/decisions/0141).
 */
export const listMyInquiries = (cursor?: string) => callApiPage('listMyInquiries', { query: { cursor } });

export const listMyInquiriesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: inquiryKeys.mine(),
    queryFn: ({ pageParam }) => listMyInquiries(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useListMyInquiries = () => useSignedInInfiniteQuery(listMyInquiriesQueryOptions());
