import { useMemo, useState } from 'react';
import { MapPin } from 'lucide-react';
import { defineMessage, defineMessages, type MessageTag } from 'react-intl';
import type { LostFoundPetListFilter } from '@pawpals/api-client';
import type { LostFoundPet } from '@pawpals/contracts';
import { useDebouncedValue, useIntl } from '@pawpals/ui';
import { petTitleOf } from '../../shared/pet-words';
import { PetMap, type MapCluster, type MapView } from '../../shared/map/PetMap';
import { petMarker } from '../../shared/map/map-marker';
import { useMapLostFoundPets, type PetMapRequest } from '../api/pet-map';
import { boardMarkers } from './board-markers';
import { mapCounts, mapRequestOf } from './map-view';
import { activeCounts } from './marker-position';
import { StackList } from './StackList';

const messages = defineMessages({
  label: { id: 'lostfound.map.boardLabel', defaultMessage: 'Map of lost and found pets' },
  noPets: { id: 'lostfound.map.noPets', defaultMessage: 'No pets found' },
  legend: { id: 'lostfound.map.legend', defaultMessage: 'Legend' },
  lostPet: { id: 'lostfound.map.legendLost', defaultMessage: 'Lost pet' },
  foundPet: { id: 'lostfound.map.legendFound', defaultMessage: 'Found pet' },
  approximate: { id: 'lostfound.map.legendApproximate', defaultMessage: 'Approximate location' },
  activeLost: defineMessage<{ count: number; n: MessageTag }>({
    id: 'lostfound.map.activeLost',
    defaultMessage: '<n>{count}</n> active lost',
  }),
  activeFound: defineMessage<{ count: number; n: MessageTag }>({
    id: 'lostfound.map.activeFound',
    defaultMessage: '<n>{count}</n> active found',
  }),
});

/** The map asks again this long after the view or the search last changed (one request per pan, not per frame). */
const ASK_AFTER_MS = 250;

/**
 * Props of PetMapView: either a list to draw (Near me's answer: `pets` and its `emptyText`), or the board's
 * tab and search (`filter`, `search`), and the map asks the server for the posts in its view.
 */
export type PetMapViewProps =
  { pets: LostFoundPet[]; emptyText: string } | { filter: LostFoundPetListFilter; search: string };

/**
 * The board's map view (docs/product.md#lost-and-found-board), on a real map. By default it shows the posts in
 * its view (docs/decisions/0140-the-map-by-bounding-box.md): pets at street zoom, count markers further out
 * (activating one zooms in), asked again as it pans and zooms; at street zoom a count marker is a stack of posts
 * on one pin, and activating it lists them beside the map (docs/decisions/0144-near-me-and-the-map-at-national-scale.md).
 * With Near me it draws that list: posts at their place (hollow and dashed when only the ZIP or city is known),
 * those whose place could not be resolved at their stable pseudo-random spot inside the US, labelled
 * approximate. The legend and the active counts stay.
 */
export function PetMapView(props: PetMapViewProps) {
  return 'pets' in props ? (
    <ListedPetsMap pets={props.pets} emptyText={props.emptyText} />
  ) : (
    <PetsInViewMap filter={props.filter} search={props.search} />
  );
}

function ListedPetsMap({ pets, emptyText }: { pets: LostFoundPet[]; emptyText: string }) {
  const intl = useIntl();
  const markers = useMemo(() => boardMarkers(pets, (pet) => petTitleOf(intl, pet)), [pets, intl]);
  return (
    <MapFrame counts={activeCounts(pets)} emptyText={pets.length === 0 ? emptyText : null}>
      <PetMap markers={markers} height={600} label={intl.formatMessage(messages.label)} />
    </MapFrame>
  );
}

function PetsInViewMap({ filter, search }: { filter: LostFoundPetListFilter; search: string }) {
  const intl = useIntl();
  const [view, setView] = useState<MapView | null>(null);
  const [openStack, setOpenStack] = useState<MapCluster | null>(null);
  const asked = useMemo<PetMapRequest | null>(() => {
    const bounds = view && mapRequestOf(view);
    return bounds ? { ...bounds, filter, search: search.trim() } : null;
  }, [view, filter, search]);
  // The first view is asked for at once (nothing is drawn yet); panning asks once the map rests.
  const request = useDebouncedValue(asked, ASK_AFTER_MS, { firstAtOnce: true });
  const answer = useMapLostFoundPets(request);
  // The same answer for a nudged view keeps the markers (and an open popup) as they are.
  const signature = answer.data ? JSON.stringify(answer.data) : '';
  const drawn = useMemo(
    () => ({
      markers: answer.data?.pets.map((pin) => petMarker(pin, petTitleOf(intl, pin))!) ?? [],
      clusters: answer.data?.clusters ?? [],
      counts: answer.data ? mapCounts(answer.data) : { lost: 0, found: 0 },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the signature is the answer's content
    [signature, intl],
  );
  const empty =
    answer.isSuccess && !answer.isPlaceholderData && drawn.markers.length + drawn.clusters.length === 0;
  return (
    <MapFrame
      counts={drawn.counts}
      emptyText={empty ? intl.formatMessage(messages.noPets) : null}
      busy={answer.isFetching}
    >
      <PetMap
        markers={drawn.markers}
        clusters={drawn.clusters}
        onStackOpen={setOpenStack}
        onViewChange={setView}
        fitToMarkers={false}
        height={600}
        label={intl.formatMessage(messages.label)}
      />
      {openStack ? (
        <StackList stack={openStack} filter={filter} search={search} onClose={() => setOpenStack(null)} />
      ) : null}
    </MapFrame>
  );
}

function MapFrame({
  counts,
  emptyText,
  busy,
  children,
}: {
  counts: { lost: number; found: number };
  emptyText: string | null;
  busy?: boolean;
  children: React.ReactNode;
}) {
  const intl = useIntl();
  return (
    <div className="grid gap-4">
      <div
        className="relative h-[600px] overflow-hidden rounded-3xl border border-border bg-[#eef3e6] shadow-inner"
        data-testid="pet-map"
        aria-busy={busy || undefined}
      >
        {children}
        {emptyText ? (
          <p className="absolute left-1/2 top-1/2 z-[1000] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-card/95 px-5 py-3 font-display text-lg font-bold shadow-sm">
            {emptyText}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-3 rounded-2xl border border-border bg-card px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
        {/* Each item is a flex row (gap-2): the icon and its words need no space between them. */}
        <ul className="flex flex-wrap gap-5 text-sm" aria-label={intl.formatMessage(messages.legend)}>
          <li className="flex items-center gap-2">
            <MapPin className="size-5 fill-red-700 text-red-900" aria-hidden="true" />
            {intl.formatMessage(messages.lostPet)}
          </li>
          <li className="flex items-center gap-2">
            <MapPin className="size-5 fill-teal-700 text-teal-900" aria-hidden="true" />
            {intl.formatMessage(messages.foundPet)}
          </li>
          <li className="flex items-center gap-2">
            <MapPin
              className="size-5 fill-white text-muted-foreground"
              strokeDasharray="3 2"
              aria-hidden="true"
            />
            {intl.formatMessage(messages.approximate)}
          </li>
        </ul>
        <p className="flex gap-5 text-sm font-semibold" data-testid="map-counts">
          <span>
            {intl.formatMessage(messages.activeLost, {
              count: counts.lost,
              n: (chunks) => <span className="text-red-800">{chunks}</span>,
            })}
          </span>
          <span>
            {intl.formatMessage(messages.activeFound, {
              count: counts.found,
              n: (chunks) => <span className="text-teal-800">{chunks}</span>,
            })}
          </span>
        </p>
      </div>
    </div>
  );
}
