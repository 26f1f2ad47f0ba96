import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../call';
import { clientConfigKeys } from '../keys';

/** GET /api/config: deployment settings the browser needs; they do not change while a page is open. */
export const getClientConfig = () => callApi('getClientConfig');

export const getClientConfigQueryOptions = () =>
  queryOptions({ queryKey: clientConfigKeys.config(), queryFn: getClientConfig, staleTime: Infinity });
