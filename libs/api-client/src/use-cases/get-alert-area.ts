import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../call';
import { alertAreaKeys } from '../keys';

/** GET /api/me/alert-area: where I hear about lost and found pets, or null (mfe-account's card, mfe-lostfound's offer after posting). */
export const getAlertArea = () => callApi('getAlertArea');

export const getAlertAreaQueryOptions = () => queryOptions({ queryKey: alertAreaKeys.mine(), queryFn: getAlertArea });
