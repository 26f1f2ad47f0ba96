import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LostFoundPet } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { useCurrentUser } from '@pawpals/session';
import { petKeys } from '../../shared/pet-keys';

/** GET /api/user/lost-found-pets: the signed-in user's own posts, every status (SPEC §7.4). */
export function getMyPets(): Promise<LostFoundPet[]> {
  return apiJson<LostFoundPet[]>('GET', '/api/user/lost-found-pets');
}

export const myPetsQueryOptions = () => queryOptions({ queryKey: petKeys.mine(), queryFn: getMyPets });

/** The poster's own posts, including pending and rejected ones; only asked for while signed in. */
export function useMyPets() {
  const { isAuthenticated } = useCurrentUser();
  return useQuery({ ...myPetsQueryOptions(), enabled: isAuthenticated });
}
