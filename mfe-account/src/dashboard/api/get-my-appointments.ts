import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Appointment } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { useCurrentUser } from '@pawpals/session';
import { dashboardKeys } from './dashboard-keys';

/** GET /api/appointments: my requests with business {id, name, city, state, phone}. */
export function getMyAppointments(): Promise<Appointment[]> {
  return apiJson<Appointment[]>('GET', '/api/appointments');
}

export const myAppointmentsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.appointments(), queryFn: getMyAppointments });

export function useMyAppointments() {
  const { isAuthenticated } = useCurrentUser();
  return useQuery({ ...myAppointmentsQueryOptions(), enabled: isAuthenticated });
}
