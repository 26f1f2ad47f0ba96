import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, inquiryKeys } from '@pawpals/api-client';

/** GET /api/my-business/inquiries: messages of my business's conversations, oldest first. */
export const listBusinessInquiries = () => callApi('listBusinessInquiries');

export const listBusinessInquiriesQueryOptions = () =>
  queryOptions({ queryKey: inquiryKeys.ofMyBusiness(), queryFn: listBusinessInquiries });

/** Asked only once the owner has a business. */
export function useListBusinessInquiries(enabled: boolean) {
  return useQuery({ ...listBusinessInquiriesQueryOptions(), enabled });
}
