import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LayoutGrid, Map as MapIcon, PawPrint, Plus, Search } from 'lucide-react';
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
  useProgressiveCount,
} from '@pawpals/ui';
import { matchesSearch } from '../shared/format';
import { useListLostFoundPets } from './api/list-lost-found-pets';
import HappyReunions from '../reunions/HappyReunions';
import { useListMyLostFoundPets } from './api/list-my-lost-found-pets';
import { PetMapView } from './map/PetMapView';
import { nearMeChips, nearMeQuery, type NearMeState } from './near-me/near-me';
import { NearMeControl } from './near-me/NearMeControl';

type ViewMode = 'grid' | 'map';

/** Below Tailwind's md breakpoint, where search and near me live in the filters sheet. */
const PHONE_WIDTH = '(max-width: 47.99rem)';

function PostAPetButton() {
  const { isAuthenticated, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const onClick = () => {
    if (isAuthenticated || isLoading) {
      navigate('/lost-found/new'); // while the check runs, the form page makes the decision itself
      return;
    }
    toast({ title: 'Sign up to post a pet' });
    // Signing up then lands on the form (docs/decisions/0124-sign-in-returns-you-honest-numbers-and-labels.md).
    setTimeout(() => navigate(authPathWithReturn('/signup', '/lost-found/new')), LIMITS.redirectAfterSignupPromptMs);
  };
  return (
    <Button size="lg" onClick={onClick}>
      <Plus aria-hidden="true" /> Post a Pet
    </Button>
  );
}

/** The signed-in poster's own posts, so a pending one is never "lost" after posting. */
function MyPosts({ pets }: { pets: LostFoundPet[] }) {
  if (pets.length === 0) return null;
  return (
    <section className="mt-10" aria-labelledby="my-posts-heading" data-testid="my-posts">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="my-posts-heading" className="font-display text-2xl font-bold">
          Your posts
        </h2>
        <p className="text-sm text-muted-foreground">Only you see posts that are waiting for review.</p>
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
  const options = [
    { value: 'grid' as const, label: 'Grid', icon: LayoutGrid },
    { value: 'map' as const, label: 'Map', icon: MapIcon },
  ];
  return (
    <div className="inline-flex rounded-2xl bg-muted p-1" role="group" aria-label="View">
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
      <p role="alert" className="rounded-3xl border border-border bg-card px-6 py-12 text-center text-muted-foreground">
        {near && error.message ? error.message : 'The board could not be loaded. Please try again in a moment.'}
      </p>
    );
  }
  const emptyText = near ? `No pets posted within ${near.radiusMiles} miles` : 'No pets found';
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
      <ListEnd list={more} className="mt-8" endText="You've reached the end of the board" errorText="Could not load more pets. Please try again." endTestId="board-end" />
    </>
  );
}

/** /lost-found (docs/product.md#lost-and-found-board). */
export function LostFoundPage() {
  const [filter, setFilter] = useState<LostFoundPetListFilter>('all');
  const [view, setView] = useState<ViewMode>('grid');
  const [search, setSearch] = useState('');
  const [near, setNear] = useState<NearMeState | null>(null);
  // The installed app's "Lost & found near me" shortcut opens Near me (in the filters sheet on a phone).
  const askedNearMe = useSearchParams()[0].get('near') === 'me';
  const [filtersOpen, setFiltersOpen] = useState(() => askedNearMe && typeof window !== 'undefined' && window.matchMedia?.(PHONE_WIDTH).matches === true);
  // The server searches (docs/decisions/0139-one-paging-convention.md); it is asked once typing pauses.
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useListLostFoundPets(filter, near ? nearMeQuery(near) : undefined, q);
  const { isAuthenticated } = useCurrentUser();
  const mine = useListMyLostFoundPets();
  const myPets = isAuthenticated ? (mine.data ?? []) : [];
  // Until the board answers, the first pets the server drew into the page (the same list, unfiltered) stay.
  const { pathname } = useLocation();
  const first = list.isLoading && filter === 'all' && !near && !search.trim() ? firstScreenOf(pathname)?.results : undefined;
  const early = first?.kind === 'pets' ? first.pets : null;
  // The server's answer for q; while the next search waits for typing to pause, what is shown narrows at once.
  const pets = useMemo(
    () => (list.data?.pages.flatMap((page) => page.items) ?? early ?? []).filter((pet) => pet.status === 'active' && matchesSearch(pet, search)),
    [list.data, early, search],
  );
  const isLoading = list.isLoading && !early;

  const searchBox = (className?: string) => (
    <div className={cn('relative', className)}>
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder="Search by name, breed, colour or place"
        aria-label="Search pets"
        className="pl-9"
      />
    </div>
  );
  const chips = [
    ...(search.trim() ? [{ key: 'search', label: `“${search.trim()}”`, onRemove: () => setSearch('') }] : []),
    ...(near ? nearMeChips(near).map(({ key, label, clear }) => ({ key, label, onRemove: () => setNear(clear) })) : []),
  ];

  return (
    <LostFoundPageTop action={<PostAPetButton />}>

      <MyPosts pets={myPets} />

      <section className="mt-10" aria-labelledby="board-heading">
        <h2 id="board-heading" className={myPets.length > 0 ? 'mb-4 font-display text-2xl font-bold' : 'sr-only'}>
          Pets on the board
        </h2>
        <Tabs value={filter} onValueChange={(value) => setFilter(value as LostFoundPetListFilter)}>
          <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
            <TabsList aria-label="Show">
              <TabsTrigger value="all">All Pets</TabsTrigger>
              <TabsTrigger value="lost">Lost</TabsTrigger>
              <TabsTrigger value="found">Found</TabsTrigger>
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
                description="Search the board, or list the pets nearest a place first."
                doneLabel={isLoading || list.hasNextPage ? 'Show pets' : `Show ${pets.length} ${pets.length === 1 ? 'pet' : 'pets'}`}
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
              {view === 'map' && !near ? <PetMapView filter={filter} search={search} /> : <BoardContent pets={pets} more={list} isLoading={isLoading} error={list.error} view={view} near={near} />}
            </TabsContent>
          ))}
        </Tabs>
      </section>
      <HappyReunions />
    </LostFoundPageTop>
  );
}
