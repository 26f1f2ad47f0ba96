import { queryOptions, useQuery } from '@tanstack/react-query';
import { appointmentKeys, callApi } from '@pawpals/api-client';

/** GET /api/businesses/:id/slots: the clinic's free slots of the next 14 days ({start, end} ISO). */
export const listAvailableSlots = (businessId: string) => callApi('listAvailableSlots', { params: { id: businessId } });

export const listAvailableSlotsQueryOptions = (businessId: string) =>
  queryOptions({ queryKey: appointmentKeys.freeSlots(businessId), queryFn: () => listAvailableSlots(businessId) });

export function useListAvailableSlots(businessId: string, enabled: boolean) {
  return useQuery({ ...listAvailableSlotsQueryOptions(businessId), enabled });
}
