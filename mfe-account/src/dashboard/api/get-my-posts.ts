import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LostFoundPet } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { useCurrentUser } from '@pawpals/session';
import { dashboardKeys } from './dashboard-keys';

/** GET /api/user/lost-found-pets: my posts, every status and approval state. */
export function getMyPosts(): Promise<LostFoundPet[]> {
  return apiJson<LostFoundPet[]>('GET', '/api/user/lost-found-pets');
}

export const myPostsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.posts(), queryFn: getMyPosts });

export function useMyPosts() {
  const { isAuthenticated } = useCurrentUser();
  return useQuery({ ...myPostsQueryOptions(), enabled: isAuthenticated });
}
