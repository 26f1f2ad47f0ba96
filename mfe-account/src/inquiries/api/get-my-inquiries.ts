import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InquiryMessage } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { useCurrentUser } from '@pawpals/session';
import { inquiryKeys } from './inquiry-keys';

/** GET /api/inquiries/mine: messages of the conversations I started (customer side), oldest first. */
export function getMyInquiries(): Promise<InquiryMessage[]> {
  return apiJson<InquiryMessage[]>('GET', '/api/inquiries/mine');
}

export const myInquiriesQueryOptions = () =>
  queryOptions({ queryKey: inquiryKeys.mine(), queryFn: getMyInquiries });

export function useMyInquiries() {
  const { isAuthenticated } = useCurrentUser();
  return useQuery({ ...myInquiriesQueryOptions(), enabled: isAuthenticated });
}
