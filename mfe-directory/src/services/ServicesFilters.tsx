import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { defineMessages } from 'react-intl';
import { Check, LocateFixed, MapPin, Search } from 'lucide-react';
import { BUSINESS_CATEGORIES, LIMITS, PRICE_RANGES } from '@pawpals/contracts';
import { Button, IconInput, Label, NativeSelect, Spinner, Switch, categoryLabel, cn, useIntl } from '@pawpals/ui';
import { distanceLabel, minRatingLabel, openNowMessage, priceFilterLabel } from './active-filters';
import { useDebouncedUrlText } from './use-debounced-text';
import type { CategoryFilter, PriceRangeFilter, ServicesFilters as Filters } from './search-params';
import type { LocationState } from './use-location';

const messages = defineMessages({
  form: { id: 'directory.filters.form', defaultMessage: 'Filter services' },
  search: { id: 'directory.filters.search', defaultMessage: 'Search' },
  searchPlaceholder: { id: 'directory.filters.searchPlaceholder', defaultMessage: 'Name, city or description…' },
  city: { id: 'directory.filters.city', defaultMessage: 'City' },
  cityPlaceholder: { id: 'directory.filters.cityPlaceholder', defaultMessage: 'Any city' },
  category: { id: 'directory.filters.category', defaultMessage: 'Category' },
  allCategories: { id: 'directory.filters.allCategories', defaultMessage: 'All Categories' },
  priceRange: { id: 'directory.filters.priceRange', defaultMessage: 'Price range' },
  anyPrice: { id: 'directory.filters.anyPrice', defaultMessage: 'Any price' },
  minimumRating: { id: 'directory.filters.minimumRating', defaultMessage: 'Minimum rating' },
  distance: { id: 'directory.filters.distance', defaultMessage: 'Distance' },
  locating: { id: 'directory.filters.locating', defaultMessage: 'Getting your location' },
  locationOn: { id: 'directory.filters.locationOn', defaultMessage: 'Location On' },
  enableLocation: { id: 'directory.filters.enableLocation', defaultMessage: 'Enable Location' },
  hiddenWithoutLocation: {
    id: 'directory.filters.hiddenWithoutLocation',
    defaultMessage: 'Businesses without a map location are hidden.',
  },
  nearestFirst: { id: 'directory.filters.nearestFirst', defaultMessage: 'Nearest first. Pick a distance to narrow it down.' },
  enableToFilter: { id: 'directory.filters.enableToFilter', defaultMessage: 'Enable location to filter by distance.' },
  apply: { id: 'directory.filters.apply', defaultMessage: 'Apply search' },
});

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
  const intl = useIntl();
  const t = intl.formatMessage;
  const categoryOptions = [
    { value: 'all', label: t(messages.allCategories) },
    ...BUSINESS_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c, intl) })),
  ];
  const priceOptions = [
    { value: 'all', label: t(messages.anyPrice) },
    ...PRICE_RANGES.map((p) => ({ value: p, label: priceFilterLabel(p, intl) })),
  ];
  const ratingOptions = LIMITS.minRatingFilterValues.map((r) => ({ value: String(r), label: minRatingLabel(r, intl) }));
  const distanceOptions = LIMITS.distanceMilesOptions.map((d) => ({ value: String(d), label: distanceLabel(d, intl) }));

  return (
    <form
      role="search"
      aria-label={t(messages.form)}
      onSubmit={onSubmit}
      className={cn('grid gap-4 rounded-3xl border border-border bg-card p-4 shadow-lg shadow-orange-900/5 sm:p-5', className)}
    >
      <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <TextFilter id="services-q" label={t(messages.search)} icon={Search} text={q} type="search" placeholder={t(messages.searchPlaceholder)} autoComplete="off" />
        <TextFilter id="services-city" label={t(messages.city)} icon={MapPin} text={city} placeholder={t(messages.cityPlaceholder)} autoComplete="address-level2" />
      </div>

      <div className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,1.6fr)]">
        <FilterSelect id="services-category" label={t(messages.category)} value={filters.category} onChange={(v) => onChange({ category: v as CategoryFilter })} options={categoryOptions} />
        <FilterSelect id="services-price" label={t(messages.priceRange)} value={filters.priceRange} onChange={(v) => onChange({ priceRange: v as PriceRangeFilter })} options={priceOptions} />
        <FilterSelect id="services-rating" label={t(messages.minimumRating)} value={String(filters.minRating)} onChange={(v) => onChange({ minRating: Number(v) })} options={ratingOptions} />
        <FilterField id="services-distance" label={t(messages.distance)}>
          <div className="flex gap-2">
            <div className="min-w-0 flex-1">
              <NativeSelect
                id="services-distance"
                aria-describedby="services-distance-hint"
                value={String(filters.distance)}
                onChange={(e) => onChange({ distance: Number(e.target.value) })}
                disabled={!locationOn}
                options={distanceOptions}
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
                  label={t(messages.locating)}
                  className="[&>span:first-child]:size-4 [&>span:first-child]:border-white/40 [&>span:first-child]:border-t-white"
                />
              ) : locationOn ? (
                <Check aria-hidden="true" />
              ) : (
                <LocateFixed aria-hidden="true" />
              )}
              {t(locationOn ? messages.locationOn : messages.enableLocation)}
            </Button>
          </div>
          <p id="services-distance-hint" className="text-xs text-muted-foreground">
            {t(
              locationOn
                ? filters.distance
                  ? messages.hiddenWithoutLocation
                  : messages.nearestFirst
                : messages.enableToFilter,
            )}
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
          {t(openNowMessage)}
        </Label>
      </div>

      <button type="submit" className="sr-only" tabIndex={-1}>
        {t(messages.apply)}
      </button>
    </form>
  );
}
