import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LayoutGrid, Map as MapIcon, PawPrint, Plus, Search } from 'lucide-react';
import { defineMessage, defineMessages } from 'react-intl';
import { authPathWithReturn, LIMITS, type LostFoundPet } from '@pawpals/contracts';
import type { LostFoundPetListFilter } from '@pawpals/api-client';
import { useCurrentUser } from '@pawpals/session';
import { LIST_FIRST_SCREENS } from '@pawpals/remotes';
import {
  Button,
  firstScreenOf,
  Input,
  ListEnd,
  LostFoundPageTop,
  type PagedList,
  PetCard,
  PetGrid,
  PhoneFilters,
  SEARCH_DEBOUNCE_MS,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  cn,
  toast,
  useDebouncedValue,
  useIntl,
  useProgressiveCount,
} from '@pawpals/ui';
import { matchesSearch } from '../shared/format';
import { useListLostFoundPets } from './api/list-lost-found-pets';
import HappyReunions from '../reunions/HappyReunions';
import { useListMyLostFoundPets } from './api/list-my-lost-found-pets';
import { PetMapView } from './map/PetMapView';
import { nearMeChips, nearMeQuery, type NearMeState } from './near-me/near-me';
import { NearMeControl } from './near-me/NearMeControl';

const messages = defineMessages({
  signUpToPost: { id: 'lostfound.board.signUpToPost', defaultMessage: 'Sign up to post a pet' },
  postAPet: { id: 'lostfound.board.postAPet', defaultMessage: 'Post a Pet' },
  yourPosts: { id: 'lostfound.board.yourPosts', defaultMessage: 'Your posts' },
  onlyYouSeePending: {
    id: 'lostfound.board.onlyYouSeePending',
    defaultMessage: 'Only you see posts that are waiting for review.',
  },
  grid: { id: 'lostfound.board.grid', defaultMessage: 'Grid' },
  map: { id: 'lostfound.board.map', defaultMessage: 'Map' },
  view: { id: 'lostfound.board.view', defaultMessage: 'View' },
  loadFailed: {
    id: 'lostfound.board.loadFailed',
    defaultMessage: 'The board could not be loaded. Please try again in a moment.',
  },
  noPetsWithin: defineMessage<{ radius: number }>({
    id: 'lostfound.board.noPetsWithin',
    defaultMessage: 'No pets posted within {radius} miles',
  }),
  noPets: { id: 'lostfound.board.noPets', defaultMessage: 'No pets found' },
  boardEnd: { id: 'lostfound.board.end', defaultMessage: "You've reached the end of the board" },
  loadMoreFailed: {
    id: 'lostfound.board.loadMoreFailed',
    defaultMessage: 'Could not load more pets. Please try again.',
  },
  searchPlaceholder: {
    id: 'lostfound.board.searchPlaceholder',
    defaultMessage: 'Search by name, breed, colour or place',
  },
  searchLabel: { id: 'lostfound.board.searchLabel', defaultMessage: 'Search pets' },
  searchChip: defineMessage<{ query: string }>({
    id: 'lostfound.board.searchChip',
    defaultMessage: '“{query}”',
  }),
  petsOnBoard: { id: 'lostfound.board.petsOnBoard', defaultMessage: 'Pets on the board' },
  show: { id: 'lostfound.board.show', defaultMessage: 'Show' },
  allPets: { id: 'lostfound.board.allPets', defaultMessage: 'All Pets' },
  lost: { id: 'lostfound.board.lost', defaultMessage: 'Lost' },
  found: { id: 'lostfound.board.found', defaultMessage: 'Found' },
  filtersDescription: {
    id: 'lostfound.board.filtersDescription',
    defaultMessage: 'Search the board, or list the pets nearest a place first.',
  },
  showPets: { id: 'lostfound.board.showPets', defaultMessage: 'Show pets' },
  showCount: defineMessage<{ count: number }>({
    id: 'lostfound.board.showCount',
    defaultMessage: '{count, plural, one {Show {count} pet} other {Show {count} pets}}',
  }),
});

type ViewMode = 'grid' | 'map';

/** Below Tailwind's md breakpoint, where search and near me live in the filters sheet. */
const PHONE_WIDTH = '(max-width: 47.99rem)';

function PostAPetButton() {
  const { isAuthenticated, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const intl = useIntl();
  const onClick = () => {
    if (isAuthenticated || isLoading) {
      navigate('/lost-found/new'); // while the check runs, the form page makes the decision itself
      return;
    }
    toast({ title: intl.formatMessage(messages.signUpToPost) });
    // Signing up then lands on the form (docs/decisions/0124-sign-in-returns-you-honest-numbers-and-labels.md).
    setTimeout(
      () => navigate(authPathWithReturn('/signup', '/lost-found/new')),
      LIMITS.redirectAfterSignupPromptMs,
    );
  };
  return (
    <Button size="lg" onClick={onClick}>
      <Plus aria-hidden="true" /> {intl.formatMessage(messages.postAPet)}
    </Button>
  );
}

/** The signed-in poster's own posts, so a pending one is never "lost" after posting. */
function MyPosts({ pets }: { pets: LostFoundPet[] }) {
  const intl = useIntl();
  if (pets.length === 0) return null;
  return (
    <section className="mt-10" aria-labelledby="my-posts-heading" data-testid="my-posts">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="my-posts-heading" className="font-display text-2xl font-bold">
          {intl.formatMessage(messages.yourPosts)}
        </h2>
        <p className="text-sm text-muted-foreground">{intl.formatMessage(messages.onlyYouSeePending)}</p>
      </div>
      <PetGrid>
        {pets.map((pet) => (
          <PetCard key={pet.id} pet={pet} showApproval />
        ))}
      </PetGrid>
    </section>
  );
}

function ViewSwitch({ view, onChange }: { view: ViewMode; onChange: (view: ViewMode) => void }) {
  const intl = useIntl();
  const options = [
    { value: 'grid' as const, label: intl.formatMessage(messages.grid), icon: LayoutGrid },
    { value: 'map' as const, label: intl.formatMessage(messages.map), icon: MapIcon },
  ];
  return (
    <div
      className="inline-flex rounded-2xl bg-muted p-1"
      role="group"
      aria-label={intl.formatMessage(messages.view)}
    >
      {options.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={cn(
            'inline-flex h-9 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-muted-foreground transition outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
            view === value && 'bg-card text-foreground shadow-sm',
          )}
        >
          <Icon className="size-4" aria-hidden="true" /> {label}
        </button>
      ))}
    </div>
  );
}

interface BoardContentProps {
  pets: LostFoundPet[];
  /** The board's next pages: "Load more" while the server says more remain, then a visible end. */
  more: PagedList;
  isLoading: boolean;
  /** The error's readable message (e.g. an unknown ZIP code), or null. */
  error: Error | null;
  view: ViewMode;
  near: NearMeState | null;
}

/** Cards drawn at once; the rest follow in an interruptible render (useProgressiveCount). */
const FIRST_SCREEN_CARDS = LIST_FIRST_SCREENS['/lost-found'].cards;

function BoardContent({ pets, more, isLoading, error, view, near }: BoardContentProps) {
  const drawn = useProgressiveCount(pets.length, FIRST_SCREEN_CARDS);
  const intl = useIntl();
  if (isLoading) {
    return (
      <PetGrid>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-80 rounded-3xl" />
        ))}
      </PetGrid>
    );
  }
  if (error && pets.length === 0) {
    return (
      <p
        role="alert"
        className="rounded-3xl border border-border bg-card px-6 py-12 text-center text-muted-foreground"
      >
        {near && error.message ? error.message : intl.formatMessage(messages.loadFailed)}
      </p>
    );
  }
  const emptyText = near
    ? intl.formatMessage(messages.noPetsWithin, { radius: near.radiusMiles })
    : intl.formatMessage(messages.noPets);
  if (view === 'map') return <PetMapView pets={pets} emptyText={emptyText} />;
  if (pets.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-3xl border-2 border-dashed border-primary/25 bg-card/70 px-6 py-16 text-center">
        <PawPrint className="size-10 text-primary/70" aria-hidden="true" />
        <p className="font-display text-xl font-bold">{emptyText}</p>
      </div>
    );
  }
  return (
    <>
      <PetGrid data-testid="pet-grid" aria-busy={drawn < pets.length || undefined}>
        {pets.slice(0, drawn).map((pet, i) => (
          <PetCard key={pet.id} pet={pet} priority={i === 0} />
        ))}
      </PetGrid>
      <ListEnd
        list={more}
        className="mt-8"
        endText={intl.formatMessage(messages.boardEnd)}
        errorText={intl.formatMessage(messages.loadMoreFailed)}
        endTestId="board-end"
      />
    </>
  );
}

/** /lost-found (docs/product.md#lost-and-found-board). */
export function LostFoundPage() {
  const intl = useIntl();
  const [filter, setFilter] = useState<LostFoundPetListFilter>('all');
  const [view, setView] = useState<ViewMode>('grid');
  const [search, setSearch] = useState('');
  const [near, setNear] = useState<NearMeState | null>(null);
  // The installed app's "Lost & found near me" shortcut opens Near me (in the filters sheet on a phone).
  const askedNearMe = useSearchParams()[0].get('near') === 'me';
  const [filtersOpen, setFiltersOpen] = useState(
    () => askedNearMe && typeof window !== 'undefined' && window.matchMedia?.(PHONE_WIDTH).matches === true,
  );
  // The server searches (docs/decisions/0139-one-paging-convention.md); it is asked once typing pauses.
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useListLostFoundPets(filter, near ? nearMeQuery(near) : undefined, q);
  const { isAuthenticated } = useCurrentUser();
  const mine = useListMyLostFoundPets();
  const myPets = isAuthenticated ? (mine.data ?? []) : [];
  // Until the board answers, the first pets the server drew into the page (the same list, unfiltered) stay.
  const { pathname } = useLocation();
  const first =
    list.isLoading && filter === 'all' && !near && !search.trim()
      ? firstScreenOf(pathname)?.results
      : undefined;
  const early = first?.kind === 'pets' ? first.pets : null;
  // The server's answer for q; while the next search waits for typing to pause, what is shown narrows at once.
  const pets = useMemo(
    () =>
      (list.data?.pages.flatMap((page) => page.items) ?? early ?? []).filter(
        (pet) => pet.status === 'active' && matchesSearch(pet, search),
      ),
    [list.data, early, search],
  );
  const isLoading = list.isLoading && !early;

  const searchBox = (className?: string) => (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={intl.formatMessage(messages.searchPlaceholder)}
        aria-label={intl.formatMessage(messages.searchLabel)}
        className="pl-9"
      />
    </div>
  );
  const chips = [
    ...(search.trim()
      ? [
          {
            key: 'search',
            label: intl.formatMessage(messages.searchChip, { query: search.trim() }),
            onRemove: () => setSearch(''),
          },
        ]
      : []),
    ...(near
      ? nearMeChips(near, intl).map(({ key, label, clear }) => ({
          key,
          label,
          onRemove: () => setNear(clear),
        }))
      : []),
  ];

  return (
    <LostFoundPageTop action={<PostAPetButton />}>
      <MyPosts pets={myPets} />

      <section className="mt-10" aria-labelledby="board-heading">
        <h2
          id="board-heading"
          className={myPets.length > 0 ? 'mb-4 font-display text-2xl font-bold' : 'sr-only'}
        >
          {intl.formatMessage(messages.petsOnBoard)}
        </h2>
        <Tabs value={filter} onValueChange={(value) => setFilter(value as LostFoundPetListFilter)}>
          <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
            <TabsList aria-label={intl.formatMessage(messages.show)}>
              <TabsTrigger value="all">{intl.formatMessage(messages.allPets)}</TabsTrigger>
              <TabsTrigger value="lost">{intl.formatMessage(messages.lost)}</TabsTrigger>
              <TabsTrigger value="found">{intl.formatMessage(messages.found)}</TabsTrigger>
            </TabsList>
            {filtersOpen ? null : (
              <div className="hidden flex-col gap-3 sm:flex-row sm:items-center md:flex">
                {searchBox('sm:w-80')}
                <ViewSwitch view={view} onChange={setView} />
              </div>
            )}
            {/* A phone sees the pets first: search and near me wait in a sheet behind the "Filters" button. */}
            <div className="flex items-start justify-between gap-3 md:hidden">
              <PhoneFilters
                open={filtersOpen}
                onOpenChange={setFiltersOpen}
                chips={chips}
                description={intl.formatMessage(messages.filtersDescription)}
                doneLabel={
                  isLoading || list.hasNextPage
                    ? intl.formatMessage(messages.showPets)
                    : intl.formatMessage(messages.showCount, { count: pets.length })
                }
              >
                {searchBox()}
                <NearMeControl value={near} onChange={setNear} defaultOpen={askedNearMe} />
              </PhoneFilters>
              <ViewSwitch view={view} onChange={setView} />
            </div>
          </div>
          {filtersOpen ? null : (
            <div className="mb-6 hidden md:block">
              <NearMeControl value={near} onChange={setNear} defaultOpen={askedNearMe} />
            </div>
          )}
          {(['all', 'lost', 'found'] as const).map((value) => (
            <TabsContent key={value} value={value} className="mt-0">
              {view === 'map' && !near ? (
                <PetMapView filter={filter} search={search} />
              ) : (
                <BoardContent
                  pets={pets}
                  more={list}
                  isLoading={isLoading}
                  error={list.error}
                  view={view}
                  near={near}
                />
              )}
            </TabsContent>
          ))}
        </Tabs>
      </section>
      <HappyReunions />
    </LostFoundPageTop>
  );
}
