import { queryOptions, useQuery } from '@tanstack/react-query';
import { appointmentKeys, callApi } from '@pawpals/api-client';

/** GET /api/business/appointments: requests to my (veterinarian) business with user {firstName, lastName, email}. */
export const listBusinessAppointments = () => callApi('listBusinessAppointments');

export const listBusinessAppointmentsQueryOptions = () =>
  queryOptions({ queryKey: appointmentKeys.ofMyBusiness(), queryFn: listBusinessAppointments });

/** Asked only for a veterinarian business. */
export function useListBusinessAppointments(enabled: boolean) {
  return useQuery({ ...listBusinessAppointmentsQueryOptions(), enabled });
}
