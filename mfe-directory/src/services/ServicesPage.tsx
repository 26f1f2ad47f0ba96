import { useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { defineMessages, type NoMessageValues, type MessageValue } from 'react-intl';
import { AlertTriangle, ChevronDown, SearchX, X } from 'lucide-react';
import { LIST_FIRST_SCREENS } from '@pawpals/remotes';
import {
  BusinessCard,
  BusinessGrid,
  Button,
  DIRECTORY_ANSWER_LIMIT,
  firstScreenOf,
  PhoneFilters,
  ResultCount,
  ServicesPageTop,
  Skeleton,
  Spinner,
  useIntl,
  useProgressiveCount,
} from '@pawpals/ui';
import { useCurrentUser } from '@pawpals/session';
import { favoriteIdsByBusiness, useListFavorites } from '../favorites/api/list-favorites';
import { distanceTo } from '../shared/format';
import { FavoriteButton } from '../favorites/FavoriteButton';
import { ServicesFilters } from './ServicesFilters';
import { activeServicesFilters } from './active-filters';
import { useSearchBusinesses } from './api/search-businesses';
import {
  DEFAULT_FILTERS,
  hasActiveFilters,
  readServicesFilters,
  toSearchQuery,
  writeServicesFilters,
  type ServicesFilters as Filters,
} from './search-params';
import { useVisitorLocation } from './use-location';

const messages = defineMessages<{
  readonly filtersDescription: NoMessageValues;
  readonly showServices: NoMessageValues;
  readonly showCount: { readonly capped: string; readonly count: number | bigint };
  readonly results: NoMessageValues;
  readonly searching: NoMessageValues;
  readonly forQuery: { readonly query: MessageValue };
  readonly updating: NoMessageValues;
  readonly clearFilters: NoMessageValues;
  readonly loadError: NoMessageValues;
  readonly checkConnection: NoMessageValues;
  readonly tryAgain: NoMessageValues;
  readonly noneFound: NoMessageValues;
  readonly tryAdjusting: NoMessageValues;
  readonly showMore: NoMessageValues;
}>({
  filtersDescription: {
    id: 'directory.services.filtersDescription',
    defaultMessage: 'Narrow the directory by name, place, category, price, rating, distance or opening hours.',
  },
  showServices: { id: 'directory.services.showServices', defaultMessage: 'Show services' },
  showCount: {
    id: 'directory.services.showCount',
    defaultMessage:
      '{capped, select, yes {Show {count}+ services} other {{count, plural, one {Show # service} other {Show # services}}}}',
  },
  results: { id: 'directory.services.results', defaultMessage: 'Results' },
  searching: { id: 'directory.services.searching', defaultMessage: 'Searching' },
  forQuery: { id: 'directory.services.forQuery', defaultMessage: 'for “{query}”' },
  updating: { id: 'directory.services.updating', defaultMessage: 'Updating results' },
  clearFilters: { id: 'directory.services.clearFilters', defaultMessage: 'Clear filters' },
  loadError: { id: 'directory.services.loadError', defaultMessage: 'We couldn’t load services' },
  checkConnection: { id: 'directory.services.checkConnection', defaultMessage: 'Please check your connection and try again.' },
  tryAgain: { id: 'directory.services.tryAgain', defaultMessage: 'Try again' },
  noneFound: { id: 'directory.services.noneFound', defaultMessage: 'No services found' },
  tryAdjusting: { id: 'directory.services.tryAdjusting', defaultMessage: 'Try adjusting your search or filters' },
  showMore: { id: 'directory.services.showMore', defaultMessage: 'Show more' },
});

/** Cards rendered at first; 'Show more' reveals the next batch of the same answer. */
export const PAGE_SIZE = 24;
/** Cards drawn with the data at once (a phone's first screen and more); the rest follow in a background render. */
const FIRST_SCREEN = LIST_FIRST_SCREENS['/services'].cards;

function GridSkeleton() {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-72 rounded-3xl" />
      ))}
    </div>
  );
}

/** /services — Pet Services Directory (docs/product.md#directory-search); also '/' for signed-in visitors. */
export function ServicesPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readServicesFilters(params), [params]);
  const { isAuthenticated } = useCurrentUser();
  const { location, state: locationState, enable: enableLocation } = useVisitorLocation();
  const query = useMemo(() => toSearchQuery(filters, location), [filters, location]);
  const search = useSearchBusinesses(query);
  // Until the search answers, the first cards the server drew into the page (the same search, unfiltered) stay.
  const { pathname } = useLocation();
  const first = search.isPending && Object.keys(query).length === 0 ? firstScreenOf(pathname)?.results : undefined;
  const early = first?.kind === 'businesses' ? first : null;
  const pending = search.isPending && !early;
  const favorites = useListFavorites();
  const favoriteIds = useMemo(() => favoriteIdsByBusiness(favorites.data), [favorites.data]);
  const [visible, setVisible] = useState(PAGE_SIZE);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const intl = useIntl();
  const t = intl.formatMessage;

  const update = (patch: Partial<Filters>) => {
    setVisible(PAGE_SIZE);
    setParams(writeServicesFilters({ ...filters, ...patch }), { replace: true });
  };
  const clear = () => {
    setVisible(PAGE_SIZE);
    setParams(writeServicesFilters(DEFAULT_FILTERS), { replace: true });
  };

  const businesses = search.data ?? early?.businesses ?? [];
  const count = search.data?.length ?? early?.count ?? 0;
  const shown = businesses.slice(0, visible);
  const drawn = useProgressiveCount(shown.length, FIRST_SCREEN);

  const filterForm = (className?: string) => (
    <ServicesFilters
      filters={filters}
      onChange={update}
      locationState={locationState}
      onEnableLocation={enableLocation}
      className={className}
    />
  );
  const chips = activeServicesFilters(filters, intl).map(({ key, label, clear }) => ({ key, label, onRemove: () => update(clear) }));

  return (
    <ServicesPageTop>
        {/* A phone sees the results first: its filters wait in a sheet behind the "Filters" button. */}
        <div className="mt-6 md:hidden">
          <PhoneFilters
            open={filtersOpen}
            onOpenChange={setFiltersOpen}
            chips={chips}
            description={t(messages.filtersDescription)}
            doneLabel={
              pending
                ? t(messages.showServices)
                : t(messages.showCount, { count, capped: count >= DIRECTORY_ANSWER_LIMIT ? 'yes' : 'no' })
            }
          >
            {filterForm('border-0 p-0 shadow-none sm:p-0')}
          </PhoneFilters>
        </div>
        {filtersOpen ? null : <div className="mt-8 hidden md:block">{filterForm()}</div>}

        <section aria-labelledby="results-title" className="mt-4 md:mt-10">
          <h2 id="results-title" className="sr-only">
            {t(messages.results)}
          </h2>
          <div className="mb-5 flex min-h-8 flex-wrap items-center gap-x-3 gap-y-1">
            <div className="flex items-center gap-3" aria-live="polite">
              {pending ? (
                <Spinner label={t(messages.searching)} />
              ) : search.isError ? null : (
                <ResultCount count={count}>
                  {filters.q ? (
                    <span className="font-normal text-muted-foreground" data-testid="search-query">
                      <> {t(messages.forQuery, { query: filters.q })}</>
                    </span>
                  ) : null}
                </ResultCount>
              )}
              {search.isFetching && !search.isPending ? (
                <Spinner label={t(messages.updating)} className="[&>span:first-child]:size-4" />
              ) : null}
            </div>
            {hasActiveFilters(filters) ? (
              <Button type="button" variant="ghost" size="sm" onClick={clear} className="ml-auto">
                <X aria-hidden="true" /> {t(messages.clearFilters)}
              </Button>
            ) : null}
          </div>

          {pending ? (
            <GridSkeleton />
          ) : search.isError ? (
            <div
              className="flex flex-col items-center gap-3 rounded-3xl border border-destructive/30 bg-card px-6 py-14 text-center"
              role="alert"
            >
              <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
              <p className="font-display text-xl font-bold">{t(messages.loadError)}</p>
              <p className="text-muted-foreground">{t(messages.checkConnection)}</p>
              <Button variant="outline" onClick={() => search.refetch()}>
                {t(messages.tryAgain)}
              </Button>
            </div>
          ) : businesses.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-3xl border-2 border-dashed border-primary/25 bg-card/70 px-6 py-16 text-center">
              <span className="flex size-16 items-center justify-center rounded-3xl bg-accent text-accent-foreground">
                <SearchX className="size-8" aria-hidden="true" />
              </span>
              <p className="font-display text-2xl font-bold text-foreground">{t(messages.noneFound)}</p>
              <p className="text-muted-foreground">{t(messages.tryAdjusting)}</p>
            </div>
          ) : (
            <>
              <BusinessGrid aria-busy={drawn < shown.length || undefined}>
                {shown.slice(0, drawn).map((business, i) => (
                  <li key={business.id}>
                    <BusinessCard
                      business={business}
                      priority={i === 0}
                      distance={distanceTo(location, business)}
                      favorite={
                        isAuthenticated ? (
                          <FavoriteButton
                            businessId={business.id}
                            businessName={business.name}
                            favoriteId={favoriteIds.get(business.id) ?? null}
                            className="-mr-1 -mt-1"
                          />
                        ) : null
                      }
                    />
                  </li>
                ))}
              </BusinessGrid>
              {businesses.length > shown.length ? (
                <div className="mt-8 flex justify-center">
                  <Button variant="outline" size="lg" onClick={() => setVisible((v) => v + PAGE_SIZE)}>
                    {t(messages.showMore)} <ChevronDown aria-hidden="true" />
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </section>
    </ServicesPageTop>
  );
}
