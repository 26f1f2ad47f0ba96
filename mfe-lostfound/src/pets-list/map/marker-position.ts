import { hashString } from '../../shared/hash';

/** Markers sit between 10 % and 79 % of the panel, both ways (docs/product.md#lost-and-found-board). */
export const MARKER_MIN_PERCENT = 10;
export const MARKER_SPAN_PERCENT = 70; // 10 + (0…69) → 10…79


export interface MarkerPosition {
  /** Percent from the top of the panel. */
  top: number;
  /** Percent from the left of the panel. */
  left: number;
}

/**
 * Where a pet's marker goes on the placeholder map: pseudo-random but stable, derived from a hash of
 * its last-seen location and id, so the same post always lands on the same spot.
 */
export function markerPosition(pet: { id: string; lastSeenLocation: string | null }): MarkerPosition {
  const hash = hashString(`${pet.lastSeenLocation ?? ''}${pet.id}`);
  const top = MARKER_MIN_PERCENT + (Math.abs(hash) % MARKER_SPAN_PERCENT);
  const left = MARKER_MIN_PERCENT + (Math.abs(hashString(`${pet.id}|${hash}`)) % MARKER_SPAN_PERCENT);
  return { top, left };
}

/** The counts the map legend shows: active lost and active found pets. */
export function activeCounts(pets: readonly { type: string; status: string }[]): { lost: number; found: number } {
  let lost = 0;
  let found = 0;
  for (const pet of pets) {
    if (pet.status !== 'active') continue;
    if (pet.type === 'lost') lost += 1;
    else if (pet.type === 'found') found += 1;
  }
  return { lost, found };
}
