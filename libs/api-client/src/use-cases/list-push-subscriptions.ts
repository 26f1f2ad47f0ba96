import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../call';
import { pushKeys } from '../keys';

/** GET /api/push/subscriptions: my devices that get alerts by Web Push (Settings' list). */
export const listPushSubscriptions = () => callApi('listPushSubscriptions');

export const listPushSubscriptionsQueryOptions = () => queryOptions({ queryKey: pushKeys.devices(), queryFn: listPushSubscriptions });
