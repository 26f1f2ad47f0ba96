import type { Favorite } from '@pawpals/contracts';

/** businessId → favorite id: isFavorite is derived on the client. */
export function favoriteIdsByBusiness(favorites: readonly Favorite[] | undefined): Map<string, string> {
  return new Map((favorites ?? []).map((f) => [f.businessId, f.id]));
}
