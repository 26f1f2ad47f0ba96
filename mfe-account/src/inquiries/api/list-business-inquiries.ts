import { infiniteQueryOptions } from '@tanstack/react-query';
import { callApiPage, inquiryKeys } from '@pawpals/api-client';
import { useSignedInInfiniteQuery } from '@pawpals/session';

/**
 * GET /api/my-business/inquiries: messages of my business's conversations, one page of conversations at a
 * time, newest conversation first, each conversation's messages oldest first (docs/decisions/0141).
 */
export const listBusinessInquiries = (cursor?: string) => callApiPage('listBusinessInquiries', { query: { cursor } });

export const listBusinessInquiriesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: inquiryKeys.ofMyBusiness(),
    queryFn: ({ pageParam }) => listBusinessInquiries(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** Asked only once the owner has a business. */
export function useListBusinessInquiries(enabled: boolean) {
  return useSignedInInfiniteQuery({ ...listBusinessInquiriesQueryOptions(), enabled });
}
