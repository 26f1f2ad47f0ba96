import type { PetPostType } from '@pawpals/contracts';

/** Which pets a list shows: every type, or only lost or only found (SPEC §2.6 tabs). */
export type PetListFilter = 'all' | PetPostType;

/**
 * Query keys of the lost & found feature. Keys start with the URL they read, so invalidating
 * `petKeys.all` refreshes every public list and every detail page at once.
 */
export const petKeys = {
  all: ['/api/lost-found-pets'] as const,
  list: (filter: PetListFilter) => ['/api/lost-found-pets', { type: filter }] as const,
  detail: (id: string) => ['/api/lost-found-pets', id] as const,
  mine: () => ['/api/user/lost-found-pets'] as const,
};
