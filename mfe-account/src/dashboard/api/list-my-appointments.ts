import { queryOptions } from '@tanstack/react-query';
import { appointmentKeys, callApi } from '@pawpals/api-client';
import { useSignedInQuery } from '@pawpals/session';

/** GET /api/appointments: my requests with business {id, name, city, state, phone}. */
export const listMyAppointments = () => callApi('listMyAppointments');

export const listMyAppointmentsQueryOptions = () =>
  queryOptions({ queryKey: appointmentKeys.mine(), queryFn: listMyAppointments });

export const useListMyAppointments = () => useSignedInQuery(listMyAppointmentsQueryOptions());
