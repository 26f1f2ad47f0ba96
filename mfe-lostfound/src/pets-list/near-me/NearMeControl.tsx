import { useRef, useState } from 'react';
import { LocateFixed, MapPinned, X } from 'lucide-react';
import { defineMessage, defineMessages } from 'react-intl';
import { Button, Input, useIntl } from '@pawpals/ui';
import { speciesLabel } from '../../shared/pet-words';
import {
  isZipCode,
  NEAR_ME_DEFAULT_RADIUS,
  NEAR_ME_RADII,
  SPECIES_CHOICES,
  type NearMeState,
} from './near-me';

const messages = defineMessages({
  zipInvalid: { id: 'lostfound.nearMe.zipInvalid', defaultMessage: 'Enter a 5-digit ZIP code' },
  nearMe: { id: 'lostfound.nearMe.nearMe', defaultMessage: 'Near me' },
  locating: { id: 'lostfound.nearMe.locating', defaultMessage: 'Locating…' },
  useMyLocation: { id: 'lostfound.nearMe.useMyLocation', defaultMessage: 'Use my location' },
  zipCode: { id: 'lostfound.nearMe.zipCode', defaultMessage: 'ZIP code' },
  search: { id: 'lostfound.nearMe.search', defaultMessage: 'Search' },
  within: { id: 'lostfound.nearMe.within', defaultMessage: 'Within' },
  radius: { id: 'lostfound.nearMe.radius', defaultMessage: 'Radius' },
  radiusMiles: defineMessage<{ radius: number }>({
    id: 'lostfound.nearMe.radiusMiles',
    defaultMessage: '{radius} miles',
  }),
  species: { id: 'lostfound.nearMe.species', defaultMessage: 'Species' },
  anyAnimal: { id: 'lostfound.nearMe.anyAnimal', defaultMessage: 'Any animal' },
  clear: { id: 'lostfound.nearMe.clear', defaultMessage: 'Clear' },
  refused: { id: 'lostfound.nearMe.refused', defaultMessage: 'Allow location access or enter a ZIP code' },
  showingZip: defineMessage<{ radius: number; zipCode: string }>({
    id: 'lostfound.nearMe.showingZip',
    defaultMessage: 'Showing pets within {radius} miles of {zipCode}, nearest first',
  }),
  showingLocation: defineMessage<{ radius: number }>({
    id: 'lostfound.nearMe.showingLocation',
    defaultMessage: 'Showing pets within {radius} miles of your location, nearest first',
  }),
  prompt: {
    id: 'lostfound.nearMe.prompt',
    defaultMessage: 'Use your location or a ZIP code to see the pets nearest you',
  },
});

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
  const intl = useIntl();
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

  const locateLabel = intl.formatMessage(
    locating === 'locating' ? messages.locating : messages.useMyLocation,
  );

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
      setZipError(intl.formatMessage(messages.zipInvalid));
      return;
    }
    setZipError(null);
    setLocating('idle');
    onChange({ source: { kind: 'zip', zipCode: zip.trim() }, radiusMiles, species });
  };

  if (!open && !value) {
    return (
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <MapPinned aria-hidden="true" /> {intl.formatMessage(messages.nearMe)}
      </Button>
    );
  }

  return (
    <section
      aria-label={intl.formatMessage(messages.nearMe)}
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
        <LocateFixed aria-hidden="true" /> {locateLabel}
      </Button>
      <form onSubmit={searchZip} className="flex items-center gap-2" noValidate>
        <Input
          ref={zipInput}
          value={zip}
          onChange={(e) => setZip(e.target.value)}
          inputMode="numeric"
          maxLength={5}
          placeholder={intl.formatMessage(messages.zipCode)}
          aria-label={intl.formatMessage(messages.zipCode)}
          className="h-9 w-28"
        />
        <Button type="submit" size="sm" variant="secondary">
          {intl.formatMessage(messages.search)}
        </Button>
      </form>
      <label className="flex items-center gap-2 text-sm">
        {intl.formatMessage(messages.within)}
        <select
          className={selectClass}
          value={radiusMiles}
          onChange={(e) => refine({ radiusMiles: Number(e.target.value) })}
          aria-label={intl.formatMessage(messages.radius)}
        >
          {NEAR_ME_RADII.map((r) => (
            <option key={r} value={r}>
              {intl.formatMessage(messages.radiusMiles, { radius: r })}
            </option>
          ))}
        </select>
      </label>
      <select
        className={selectClass}
        value={species}
        onChange={(e) => refine({ species: e.target.value as NearMeState['species'] })}
        aria-label={intl.formatMessage(messages.species)}
      >
        <option value="all">{intl.formatMessage(messages.anyAnimal)}</option>
        {SPECIES_CHOICES.map((s) => (
          <option key={s} value={s}>
            {speciesLabel(intl, s)}
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
        <X aria-hidden="true" /> {intl.formatMessage(messages.clear)}
      </Button>
      <p role="status" className="basis-full text-sm text-muted-foreground">
        {zipError ??
          (locating === 'refused'
            ? intl.formatMessage(messages.refused)
            : locating === 'locating'
              ? intl.formatMessage(messages.locating)
              : value
                ? value.source.kind === 'zip'
                  ? intl.formatMessage(messages.showingZip, {
                      radius: value.radiusMiles,
                      zipCode: value.source.zipCode,
                    })
                  : intl.formatMessage(messages.showingLocation, { radius: value.radiusMiles })
                : intl.formatMessage(messages.prompt))}
      </p>
    </section>
  );
}
