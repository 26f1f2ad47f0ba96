import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys, callApi } from '@pawpals/api-client';

/** GET /api/admin/appointments: every appointment with business name, user name and email. */
export const adminListAppointments = () => callApi('adminListAppointments');

export const adminListAppointmentsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.appointments(), queryFn: adminListAppointments });

export function useAdminListAppointments() {
  return useQuery(adminListAppointmentsQueryOptions());
}
