import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { Check, LocateFixed, MapPin, Search } from 'lucide-react';
import { BUSINESS_CATEGORIES, LIMITS, PRICE_RANGES } from '@pawpals/contracts';
import { Button, IconInput, Label, NativeSelect, Spinner, Switch, categoryLabel, cn } from '@pawpals/ui';
import { DISTANCE_LABELS, MIN_RATING_LABELS, priceFilterLabel } from './active-filters';
import { useDebouncedUrlText } from './use-debounced-text';
import type { CategoryFilter, PriceRangeFilter, ServicesFilters as Filters } from './search-params';
import type { LocationState } from './use-location';

const CATEGORY_OPTIONS = [{ value: 'all', label: 'All Categories' }, ...BUSINESS_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) }))];
const PRICE_OPTIONS = [{ value: 'all', label: 'Any price' }, ...PRICE_RANGES.map((p) => ({ value: p, label: priceFilterLabel(p) }))];
const RATING_OPTIONS = LIMITS.minRatingFilterValues.map((r) => ({ value: String(r), label: MIN_RATING_LABELS[String(r)] }));
const DISTANCE_OPTIONS = LIMITS.distanceMilesOptions.map((d) => ({ value: String(d), label: DISTANCE_LABELS[String(d)] }));

/** One filter: its small upper-case label over its control. */
function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {label}
      </Label>
      {children}
    </div>
  );
}

/** A typed filter (its text kept by useDebouncedUrlText) with its icon. */
function TextFilter({
  id,
  label,
  text,
  ...input
}: { id: string; label: string; text: { text: string; setText: (text: string) => void } } & Omit<ComponentProps<typeof IconInput>, 'id' | 'value' | 'onChange'>) {
  return (
    <FilterField id={id} label={label}>
      <IconInput id={id} value={text.text} onChange={(e) => text.setText(e.target.value)} {...input} />
    </FilterField>
  );
}

function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <FilterField id={id} label={label}>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)} options={options} />
    </FilterField>
  );
}

/** Every filter of /services (docs/product.md#directory-search), written to the query string by `onChange`. */
export function ServicesFilters({
  filters,
  onChange,
  locationState,
  onEnableLocation,
  className,
}: {
  className?: string;
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
  locationState: LocationState;
  onEnableLocation: () => void;
}) {
  const q = useDebouncedUrlText(filters.q, (value) => onChange({ q: value }));
  const city = useDebouncedUrlText(filters.city, (value) => onChange({ city: value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    q.commitNow();
    city.commitNow();
  };
  const locationOn = locationState === 'on';

  return (
    <form
      role="search"
      aria-label="Filter services"
      onSubmit={onSubmit}
      className={cn('grid gap-4 rounded-3xl border border-border bg-card p-4 shadow-lg shadow-orange-900/5 sm:p-5', className)}
    >
      <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <TextFilter id="services-q" label="Search" icon={Search} text={q} type="search" placeholder="Name, city or description…" autoComplete="off" />
        <TextFilter id="services-city" label="City" icon={MapPin} text={city} placeholder="Any city" autoComplete="address-level2" />
      </div>

      <div className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,1.6fr)]">
        <FilterSelect id="services-category" label="Category" value={filters.category} onChange={(v) => onChange({ category: v as CategoryFilter })} options={CATEGORY_OPTIONS} />
        <FilterSelect id="services-price" label="Price range" value={filters.priceRange} onChange={(v) => onChange({ priceRange: v as PriceRangeFilter })} options={PRICE_OPTIONS} />
        <FilterSelect id="services-rating" label="Minimum rating" value={String(filters.minRating)} onChange={(v) => onChange({ minRating: Number(v) })} options={RATING_OPTIONS} />
        <FilterField id="services-distance" label="Distance">
          <div className="flex gap-2">
            <div className="min-w-0 flex-1">
              <NativeSelect
                id="services-distance"
                aria-describedby="services-distance-hint"
                value={String(filters.distance)}
                onChange={(e) => onChange({ distance: Number(e.target.value) })}
                disabled={!locationOn}
                options={DISTANCE_OPTIONS}
              />
            </div>
            <Button
              type="button"
              variant={locationOn ? 'soft' : 'secondary'}
              onClick={onEnableLocation}
              disabled={locationState === 'locating'}
              className="shrink-0"
            >
              {locationState === 'locating' ? (
                <Spinner
                  label="Getting your location"
                  className="[&>span:first-child]:size-4 [&>span:first-child]:border-white/40 [&>span:first-child]:border-t-white"
                />
              ) : locationOn ? (
                <Check aria-hidden="true" />
              ) : (
                <LocateFixed aria-hidden="true" />
              )}
              {locationOn ? 'Location On' : 'Enable Location'}
            </Button>
          </div>
          <p id="services-distance-hint" className="text-xs text-muted-foreground">
            {locationOn
              ? filters.distance
                ? 'Businesses without a map location are hidden.'
                : 'Nearest first. Pick a distance to narrow it down.'
              : 'Enable location to filter by distance.'}
          </p>
        </FilterField>
      </div>

      <div className="flex items-center gap-2">
        <Switch
          id="services-open-now"
          checked={filters.openNow}
          onCheckedChange={(openNow) => onChange({ openNow })}
        />
        <Label htmlFor="services-open-now" className="text-sm font-semibold">
          Open now
        </Label>
      </div>

      <button type="submit" className="sr-only" tabIndex={-1}>
        Apply search
      </button>
    </form>
  );
}
