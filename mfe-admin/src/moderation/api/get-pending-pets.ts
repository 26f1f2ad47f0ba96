import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LostFoundPet } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { moderationKeys } from './moderation-keys';

export function getPendingPets(): Promise<LostFoundPet[]> {
  return apiJson<LostFoundPet[]>('GET', '/api/admin/lost-found/pending');
}

export const pendingPetsQueryOptions = () => queryOptions({ queryKey: moderationKeys.pendingPets(), queryFn: getPendingPets });

/** GET /api/admin/lost-found/pending: pending posts (with species and createdAt), oldest first. */
export function usePendingPets() {
  return useQuery(pendingPetsQueryOptions());
}
