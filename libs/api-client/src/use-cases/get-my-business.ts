import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../call';
import { businessKeys } from '../keys';

/** GET /api/my-business: the signed-in user's own business, or null (read by mfe-directory and mfe-account). */
export const getMyBusiness = () => callApi('getMyBusiness');

export const getMyBusinessQueryOptions = () => queryOptions({ queryKey: businessKeys.mine(), queryFn: getMyBusiness });
