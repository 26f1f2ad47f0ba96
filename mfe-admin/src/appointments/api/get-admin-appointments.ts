import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAppointmentRow } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { adminAppointmentKeys } from './admin-appointment-keys';

export function getAdminAppointments(): Promise<AdminAppointmentRow[]> {
  return apiJson<AdminAppointmentRow[]>('GET', '/api/admin/appointments');
}

export const adminAppointmentsQueryOptions = () => queryOptions({ queryKey: adminAppointmentKeys.list(), queryFn: getAdminAppointments });

/** GET /api/admin/appointments: every appointment with business name, user name and email. */
export function useAdminAppointments() {
  return useQuery(adminAppointmentsQueryOptions());
}
