import { useMemo } from 'react';
import { MapPin } from 'lucide-react';
import type { LostFoundPet } from '@pawpals/contracts';
import { PetMap } from '../../shared/map/PetMap';
import { boardMarkers } from './board-markers';
import { activeCounts } from './marker-position';

/**
 * The board's map view (docs/product.md#lost-and-found-board), on a real map: posts with coordinates at their
 * place (hollow and dashed when only the ZIP or city is known); posts whose place could not be resolved at
 * their stable pseudo-random spot inside the US, drawn the same way and labelled approximate. The legend and
 * the active counts stay.
 */
export function PetMapView({ pets, emptyText }: { pets: LostFoundPet[]; emptyText: string }) {
  const counts = activeCounts(pets);
  const markers = useMemo(() => boardMarkers(pets), [pets]);
  return (
    <div className="grid gap-4">
      <div
        className="relative h-[600px] overflow-hidden rounded-3xl border border-border bg-[#eef3e6] shadow-inner"
        data-testid="pet-map"
      >
        <PetMap markers={markers} height={600} label="Map of lost and found pets" />
        {pets.length === 0 ? (
          <p className="absolute left-1/2 top-1/2 z-[1000] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-card/95 px-5 py-3 font-display text-lg font-bold shadow-sm">
            {emptyText}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-3 rounded-2xl border border-border bg-card px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
        <ul className="flex flex-wrap gap-5 text-sm" aria-label="Legend">
          <li className="flex items-center gap-2">
            <MapPin className="size-5 fill-red-700 text-red-900" aria-hidden="true" /> Lost pet
          </li>
          <li className="flex items-center gap-2">
            <MapPin className="size-5 fill-teal-700 text-teal-900" aria-hidden="true" /> Found pet
          </li>
          <li className="flex items-center gap-2">
            <MapPin
              className="size-5 fill-white text-muted-foreground"
              strokeDasharray="3 2"
              aria-hidden="true"
            />{' '}
            Approximate location
          </li>
        </ul>
        <p className="flex gap-5 text-sm font-semibold" data-testid="map-counts">
          <span>
            <span className="text-red-800">{counts.lost}</span> active lost
          </span>
          <span>
            <span className="text-teal-800">{counts.found}</span> active found
          </span>
        </p>
      </div>
    </div>
  );
}
