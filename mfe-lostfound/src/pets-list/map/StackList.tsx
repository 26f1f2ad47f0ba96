import { Link } from 'react-router-dom';
import { X } from 'lucide-react';
import { defineMessage, defineMessages } from 'react-intl';
import type { LostFoundPetListFilter } from '@pawpals/api-client';
import type { LostFoundPet } from '@pawpals/contracts';
import { Button, PetTypeBadge, Spinner, useIntl } from '@pawpals/ui';
import { petTitleOf } from '../../shared/pet-words';
import type { MapCluster } from '../../shared/map/PetMap';
import { useListLostFoundPets } from '../api/list-lost-found-pets';

const messages = defineMessages({
  label: { id: 'lostfound.map.stackLabel', defaultMessage: 'Pets posted at this spot' },
  heading: defineMessage<{ count: number }>({
    id: 'lostfound.map.stackHeading',
    defaultMessage:
      '{count, plural, one {{count} pet posted at this spot} other {{count} pets posted at this spot}}',
  }),
  close: { id: 'lostfound.map.stackClose', defaultMessage: 'Close the list' },
  showMore: { id: 'lostfound.map.stackShowMore', defaultMessage: 'Show more' },
});

/** The pin a post is shown at (3 decimals, as the map's stacks are; the poster's own exact pin rounds to it). */
const shownPin = (value: number) => Math.round(value * 1000) / 1000;
const onPin = (stack: MapCluster) => (pet: LostFoundPet) =>
  pet.latitude !== null &&
  pet.longitude !== null &&
  shownPin(pet.latitude) === stack.latitude &&
  shownPin(pet.longitude) === stack.longitude;

/**
 * What a stack on the map holds (posts sharing one pin, e.g. geocoded to a city's centre): the board near that
 * pin, nearest first, so its posts come first, page by page while the pages are still at the pin.
 */
export function StackList({
  stack,
  filter,
  search,
  onClose,
}: {
  stack: MapCluster;
  filter: LostFoundPetListFilter;
  search: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const list = useListLostFoundPets(
    filter,
    { lat: String(stack.latitude), lng: String(stack.longitude) },
    search.trim() || undefined,
  );
  const loaded = list.data?.pages.flatMap((page) => page.items) ?? [];
  const here = loaded.filter(onPin(stack));
  const more = list.hasNextPage && here.length === loaded.length;
  return (
    <section
      className="absolute right-3 top-3 z-[1000] flex max-h-[calc(100%-1.5rem)] w-80 max-w-[calc(100%-1.5rem)] flex-col rounded-2xl border border-border bg-card shadow-lg"
      aria-label={intl.formatMessage(messages.label)}
      data-testid="map-stack-list"
    >
      <header className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
        <h3 className="font-display text-base font-bold">
          {intl.formatMessage(messages.heading, { count: stack.count })}
        </h3>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label={intl.formatMessage(messages.close)}>
          <X className="size-4" aria-hidden="true" />
        </Button>
      </header>
      <ul className="grid gap-1 overflow-y-auto px-2 py-2">
        {here.map((pet) => (
          <li key={pet.id}>
            <Link
              to={`/lost-found/${pet.id}`}
              className="flex items-center justify-between gap-2 rounded-xl px-2 py-2 hover:bg-muted"
            >
              <span className="truncate text-sm font-semibold">{petTitleOf(intl, pet)}</span>
              <PetTypeBadge type={pet.type} />
            </Link>
          </li>
        ))}
      </ul>
      {list.isPending || list.isFetchingNextPage ? (
        <p className="flex justify-center py-2">
          <Spinner />
        </p>
      ) : more ? (
        <Button variant="outline" className="m-3" onClick={() => void list.fetchNextPage()}>
          {intl.formatMessage(messages.showMore)}
        </Button>
      ) : null}
    </section>
  );
}
