import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Appointment } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { businessKeys } from '../../my-business/api/business-keys';

/** GET /api/business/appointments: requests to my (veterinarian) business with user {firstName, lastName, email}. */
export function getBusinessAppointments(): Promise<Appointment[]> {
  return apiJson<Appointment[]>('GET', '/api/business/appointments');
}

export const businessAppointmentsQueryOptions = () =>
  queryOptions({ queryKey: businessKeys.appointments(), queryFn: getBusinessAppointments });

/** Asked only for a veterinarian business (SPEC §7.5). */
export function useBusinessAppointments(enabled: boolean) {
  return useQuery({ ...businessAppointmentsQueryOptions(), enabled });
}
