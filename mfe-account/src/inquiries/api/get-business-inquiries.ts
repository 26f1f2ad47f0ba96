import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InquiryMessage } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { inquiryKeys } from './inquiry-keys';

/** GET /api/my-business/inquiries: messages of my business's conversations, oldest first. */
export function getBusinessInquiries(): Promise<InquiryMessage[]> {
  return apiJson<InquiryMessage[]>('GET', '/api/my-business/inquiries');
}

export const businessInquiriesQueryOptions = () =>
  queryOptions({ queryKey: inquiryKeys.ofMyBusiness(), queryFn: getBusinessInquiries });

/** Asked only once the owner has a business. */
export function useBusinessInquiries(enabled: boolean) {
  return useQuery({ ...businessInquiriesQueryOptions(), enabled });
}
