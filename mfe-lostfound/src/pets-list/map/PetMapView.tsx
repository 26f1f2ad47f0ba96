import { Link } from 'react-router-dom';
import { MapPin } from 'lucide-react';
import type { LostFoundPet } from '@pawpals/contracts';
import { cn } from '@pawpals/ui';
import { petTitle } from '../../shared/format';
import { activeCounts, markerPosition } from './marker-position';

/**
 * SPEC §2.6 map view: a placeholder panel 600 px high (no map tiles), one marker per pet at a stable
 * pseudo-random spot from a hash of its location and id (10–79 %), a legend and the active counts.
 */
export function PetMapView({ pets }: { pets: LostFoundPet[] }) {
  const counts = activeCounts(pets);
  return (
    <div className="grid gap-4">
      <div
        className="relative h-[600px] overflow-hidden rounded-3xl border border-border bg-[#eef3e6] shadow-inner"
        data-testid="pet-map"
        role="region"
        aria-label="Map of lost and found pets"
      >
        {/* Decorative streets, parks and water so the panel reads as a map. */}
        <div aria-hidden="true" className="pointer-events-none absolute inset-0">
          <div className="absolute inset-0 bg-[linear-gradient(#ffffff99_2px,transparent_2px),linear-gradient(90deg,#ffffff99_2px,transparent_2px)] bg-[size:80px_80px]" />
          <div className="absolute -left-10 top-[62%] h-24 w-[60%] -rotate-6 rounded-full bg-sky-200/70" />
          <div className="absolute right-[8%] top-[8%] size-40 rounded-[40%] bg-green-200/80" />
          <div className="absolute bottom-[6%] left-[30%] size-28 rounded-[45%] bg-green-200/70" />
          <div className="absolute left-0 right-0 top-[38%] h-3 bg-white/90" />
          <div className="absolute bottom-0 left-[46%] top-0 w-3 bg-white/90" />
        </div>
        <p className="absolute left-4 top-4 rounded-full bg-card/90 px-3 py-1 text-xs font-medium text-muted-foreground shadow-sm">
          Approximate positions — see each post for the exact place
        </p>
        {pets.length === 0 ? (
          <p className="absolute left-1/2 top-1/2 -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-card/95 px-5 py-3 font-display text-lg font-bold shadow-sm">
            No pets found
          </p>
        ) : null}
        <ul aria-label="Pets on the map">
          {pets.map((pet) => {
            const { top, left } = markerPosition(pet);
            const title = petTitle(pet);
            return (
              <li key={pet.id} className="absolute -translate-x-1/2 -translate-y-full" style={{ top: `${top}%`, left: `${left}%` }}>
                <Link
                  to={`/lost-found/${pet.id}`}
                  data-testid="map-marker"
                  data-pet-id={pet.id}
                  data-type={pet.type}
                  className="group relative flex flex-col items-center focus-visible:outline-none"
                  aria-label={`${pet.type === 'lost' ? 'Lost' : 'Found'}: ${title}, ${pet.lastSeenLocation}`}
                >
                  <span className="pointer-events-none absolute bottom-full mb-1 hidden whitespace-nowrap rounded-lg bg-foreground px-2 py-1 text-xs font-semibold text-background shadow group-hover:block group-focus-visible:block">
                    {title}
                  </span>
                  <MapPin
                    aria-hidden="true"
                    className={cn(
                      'size-9 drop-shadow transition group-hover:scale-110 group-focus-visible:scale-110',
                      pet.type === 'lost' ? 'fill-red-600 text-red-900' : 'fill-teal-600 text-teal-900',
                    )}
                  />
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="flex flex-col gap-3 rounded-2xl border border-border bg-card px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
        <ul className="flex flex-wrap gap-5 text-sm" aria-label="Legend">
          <li className="flex items-center gap-2">
            <MapPin className="size-5 fill-red-600 text-red-900" aria-hidden="true" /> Lost pet
          </li>
          <li className="flex items-center gap-2">
            <MapPin className="size-5 fill-teal-600 text-teal-900" aria-hidden="true" /> Found pet
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
