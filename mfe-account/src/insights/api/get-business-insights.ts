import { queryOptions } from '@tanstack/react-query';
import { businessKeys, callApi } from '@pawpals/api-client';
import { useSignedInQuery } from '@pawpals/session';

/** GET /api/my-business/insights: my business's figures per week, the last 12 weeks, oldest first. */
export const getBusinessInsights = () => callApi('getBusinessInsights');

export const getBusinessInsightsQueryOptions = () => queryOptions({ queryKey: businessKeys.insights(), queryFn: getBusinessInsights });

export const useGetBusinessInsights = () => useSignedInQuery(getBusinessInsightsQueryOptions());
