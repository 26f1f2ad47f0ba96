import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { MapPin } from 'lucide-react';
import type { LostFoundPet } from '@pawpals/contracts';
import { cn } from '@pawpals/ui';
import { petTitle } from '../../shared/format';
import { petMarker, type MapMarker } from '../../shared/map/map-marker';
import { PetMap } from '../../shared/map/PetMap';
import { activeCounts, markerPosition } from './marker-position';

/**
 * SPEC §2.6 map view, on a real map: posts with coordinates at their place (hollow when only the ZIP
 * or city is known); posts whose place could not be resolved keep the SPEC's stable pseudo-random spot
 * (10–79 % of the 600 px panel, from a hash of location and id), drawn dashed and labelled approximate.
 * The legend and the active counts stay.
 */
export function PetMapView({ pets }: { pets: LostFoundPet[] }) {
  const counts = activeCounts(pets);
  const markers = useMemo(() => pets.map(petMarker).filter((m): m is MapMarker => m !== null), [pets]);
  const unplaced = pets.filter((pet) => pet.latitude == null || pet.longitude == null);
  return (
    <div className="grid gap-4">
      <div className="relative h-[600px] overflow-hidden rounded-3xl border border-border bg-[#eef3e6] shadow-inner" data-testid="pet-map">
        <PetMap markers={markers} height={600} label="Map of lost and found pets" />
        {pets.length === 0 ? (
          <p className="absolute left-1/2 top-1/2 z-[1000] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-card/95 px-5 py-3 font-display text-lg font-bold shadow-sm">
            No pets found
          </p>
        ) : null}
        {unplaced.length > 0 ? (
          <>
            <p className="absolute left-4 top-4 z-[1000] rounded-full bg-card/90 px-3 py-1 text-xs font-medium text-muted-foreground shadow-sm">
              Dashed pins: approximate positions — see each post for the place
            </p>
            <ul aria-label="Pets without an exact place" className="pointer-events-none absolute inset-0 z-[1000]">
              {unplaced.map((pet) => {
                const { top, left } = markerPosition(pet);
                const title = petTitle(pet);
                return (
                  <li key={pet.id} className="pointer-events-auto absolute -translate-x-1/2 -translate-y-full" style={{ top: `${top}%`, left: `${left}%` }}>
                    <Link
                      to={`/lost-found/${pet.id}`}
                      data-testid="map-marker"
                      data-pet-id={pet.id}
                      data-type={pet.type}
                      data-approximate="true"
                      className="group relative flex flex-col items-center focus-visible:outline-none"
                      aria-label={`${pet.type === 'lost' ? 'Lost' : 'Found'}: ${title}, ${pet.lastSeenLocation} (approximate position)`}
                    >
                      <span className="pointer-events-none absolute bottom-full mb-1 hidden whitespace-nowrap rounded-lg bg-foreground px-2 py-1 text-xs font-semibold text-background shadow group-hover:block group-focus-visible:block">
                        {title}
                      </span>
                      <MapPin
                        aria-hidden="true"
                        strokeDasharray="3 2"
                        className={cn(
                          'size-9 fill-white drop-shadow transition group-hover:scale-110 group-focus-visible:scale-110',
                          pet.type === 'lost' ? 'text-red-700' : 'text-teal-700',
                        )}
                      />
                    </Link>
                  </li>
                );
              })}
            </ul>
          </>
        ) : null}
      </div>
      <div className="flex flex-col gap-3 rounded-2xl border border-border bg-card px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
        <ul className="flex flex-wrap gap-5 text-sm" aria-label="Legend">
          <li className="flex items-center gap-2">
            <MapPin className="size-5 fill-red-600 text-red-900" aria-hidden="true" /> Lost pet
          </li>
          <li className="flex items-center gap-2">
            <MapPin className="size-5 fill-teal-600 text-teal-900" aria-hidden="true" /> Found pet
          </li>
          <li className="flex items-center gap-2">
            <MapPin className="size-5 fill-white text-muted-foreground" strokeDasharray="3 2" aria-hidden="true" /> Approximate location
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
