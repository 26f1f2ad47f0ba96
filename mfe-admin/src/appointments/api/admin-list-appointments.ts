import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminKeys, callApiPage } from '@pawpals/api-client';
import { followingPages } from '../../shared/paged-list';

/** GET /api/admin/appointments?cursor=: one page of appointments, latest date first, with business name, user name and email. */
export const adminListAppointments = (cursor?: string) => callApiPage('adminListAppointments', { query: { cursor } });

export const adminListAppointmentsQueryOptions = () =>
  infiniteQueryOptions({ queryKey: adminKeys.appointments(), queryFn: ({ pageParam }) => adminListAppointments(pageParam), ...followingPages });

export function useAdminListAppointments() {
  return useInfiniteQuery(adminListAppointmentsQueryOptions());
}
