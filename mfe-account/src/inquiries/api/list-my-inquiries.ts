import { queryOptions } from '@tanstack/react-query';
import { callApi, inquiryKeys } from '@pawpals/api-client';
import { useSignedInQuery } from '@pawpals/session';

/** GET /api/inquiries/mine: messages of the conversations I started (customer side), oldest first. */
export const listMyInquiries = () => callApi('listMyInquiries');

export const listMyInquiriesQueryOptions = () => queryOptions({ queryKey: inquiryKeys.mine(), queryFn: listMyInquiries });

export const useListMyInquiries = () => useSignedInQuery(listMyInquiriesQueryOptions());
