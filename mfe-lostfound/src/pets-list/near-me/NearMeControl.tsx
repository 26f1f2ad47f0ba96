import { useRef, useState } from 'react';
import { LocateFixed, MapPinned, X } from 'lucide-react';
import { Button, Input } from '@pawpals/ui';
import {
  isZipCode,
  NEAR_ME_DEFAULT_RADIUS,
  NEAR_ME_RADII,
  SPECIES_CHOICES,
  speciesLabel,
  type NearMeState,
} from './near-me';

const selectClass =
  'h-9 rounded-xl border border-input bg-card px-3 text-sm focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

type Locating = 'idle' | 'locating' | 'refused';

/**
 * "Near me" beside the board's tabs: the browser's location (or a ZIP code when it is refused or
 * unavailable), a radius and optionally one species. The board then lists nearest first with distances.
 */
export function NearMeControl({
  value,
  onChange,
  defaultOpen = false,
}: {
  value: NearMeState | null;
  onChange: (state: NearMeState | null) => void;
  /** Opened at once (the installed app's "Lost & found near me" shortcut, /lost-found?near=me). */
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [zip, setZip] = useState('');
  const [zipError, setZipError] = useState<string | null>(null);
  const [locating, setLocating] = useState<Locating>('idle');
  const [radiusMiles, setRadiusMiles] = useState(value?.radiusMiles ?? NEAR_ME_DEFAULT_RADIUS);
  const [species, setSpecies] = useState<NearMeState['species']>(value?.species ?? 'all');
  const zipInput = useRef<HTMLInputElement>(null);
  /** No location from the browser: the ZIP code is the way on. */
  const refused = () => {
    setLocating('refused');
    zipInput.current?.focus();
  };
  /** Radius and species apply at once when a place is chosen, else with the next search. */
  const refine = (change: Partial<Pick<NearMeState, 'radiusMiles' | 'species'>>) => {
    if (change.radiusMiles !== undefined) setRadiusMiles(change.radiusMiles);
    if (change.species !== undefined) setSpecies(change.species);
    if (value) onChange({ ...value, ...change });
  };

  const useMyLocation = () => {
    if (!navigator.geolocation) {
      refused();
      return;
    }
    setLocating('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating('idle');
        onChange({
          source: { kind: 'location', latitude: coords.latitude, longitude: coords.longitude },
          radiusMiles,
          species,
        });
      },
      refused,
      { maximumAge: 300_000, timeout: 15_000 },
    );
  };

  const searchZip = (event: React.FormEvent) => {
    event.preventDefault();
    if (!isZipCode(zip)) {
      setZipError('Enter a 5-digit ZIP code');
      return;
    }
    setZipError(null);
    setLocating('idle');
    onChange({ source: { kind: 'zip', zipCode: zip.trim() }, radiusMiles, species });
  };

  if (!open && !value) {
    return (
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <MapPinned aria-hidden="true" /> Near me
      </Button>
    );
  }

  return (
    <section
      aria-label="Near me"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-3 sm:flex-row sm:flex-wrap sm:items-center"
      data-testid="near-me"
    >
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={useMyLocation}
        disabled={locating === 'locating'}
      >
        <LocateFixed aria-hidden="true" /> {locating === 'locating' ? 'Locating…' : 'Use my location'}
      </Button>
      <form onSubmit={searchZip} className="flex items-center gap-2" noValidate>
        <Input
          ref={zipInput}
          value={zip}
          onChange={(e) => setZip(e.target.value)}
          inputMode="numeric"
          maxLength={5}
          placeholder="ZIP code"
          aria-label="ZIP code"
          className="h-9 w-28"
        />
        <Button type="submit" size="sm" variant="secondary">
          Search
        </Button>
      </form>
      <label className="flex items-center gap-2 text-sm">
        Within
        <select
          className={selectClass}
          value={radiusMiles}
          onChange={(e) => refine({ radiusMiles: Number(e.target.value) })}
          aria-label="Radius"
        >
          {NEAR_ME_RADII.map((r) => (
            <option key={r} value={r}>
              {r} miles
            </option>
          ))}
        </select>
      </label>
      <select
        className={selectClass}
        value={species}
        onChange={(e) => refine({ species: e.target.value as NearMeState['species'] })}
        aria-label="Species"
      >
        <option value="all">Any animal</option>
        {SPECIES_CHOICES.map((s) => (
          <option key={s} value={s}>
            {speciesLabel(s)}
          </option>
        ))}
      </select>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        onClick={() => {
          onChange(null);
          setOpen(false);
          setLocating('idle');
        }}
      >
        <X aria-hidden="true" /> Clear
      </Button>
      <p role="status" className="basis-full text-sm text-muted-foreground">
        {zipError ??
          (locating === 'refused'
            ? 'Allow location access or enter a ZIP code'
            : locating === 'locating'
              ? 'Locating…'
              : value
                ? `Showing pets within ${value.radiusMiles} miles of ${value.source.kind === 'zip' ? value.source.zipCode : 'your location'}, nearest first`
                : 'Use your location or a ZIP code to see the pets nearest you')}
      </p>
    </section>
  );
}
