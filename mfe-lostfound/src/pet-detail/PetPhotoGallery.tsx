import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { defineMessage, defineMessages } from 'react-intl';
import type { LostFoundPet } from '@pawpals/contracts';
import { FIRST_SCREEN_IMAGE_SIZES } from '@pawpals/remotes';
import { Button, cn, PetPagePhoto, Photo, useIntl } from '@pawpals/ui';

const messages = defineMessages({
  photosOf: defineMessage<{ title: string }>({
    id: 'lostfound.gallery.photosOf',
    defaultMessage: 'Photos of {title}',
  }),
  photoOf: defineMessage<{ title: string }>({
    id: 'lostfound.gallery.photoOf',
    defaultMessage: 'Photo of {title}',
  }),
  photoNOf: defineMessage<{ n: number; title: string }>({
    id: 'lostfound.gallery.photoNOf',
    defaultMessage: 'Photo {n} of {title}',
  }),
  previous: { id: 'lostfound.gallery.previous', defaultMessage: 'Previous photo' },
  next: { id: 'lostfound.gallery.next', defaultMessage: 'Next photo' },
  counterPrefix: { id: 'lostfound.gallery.counterPrefix', defaultMessage: 'Photo' },
  counter: defineMessage<{ n: number; count: number }>({
    id: 'lostfound.gallery.counter',
    defaultMessage: '{n} / {count}',
  }),
  all: { id: 'lostfound.gallery.all', defaultMessage: 'All photos' },
  carousel: { id: 'lostfound.gallery.carousel', defaultMessage: 'carousel' },
  show: defineMessage<{ n: number; count: number }>({
    id: 'lostfound.gallery.show',
    defaultMessage: 'Show photo {n} of {count}',
  }),
});

/** How far (px) a finger or pointer travels sideways before it counts as a swipe. */
export const SWIPE_MIN_PX = 40;

/** A post's photos in the poster's order (the cover first); an older post has only its photoUrl. */
export function petPhotosOf(pet: Pick<LostFoundPet, 'photoUrl'> & { photoUrls?: string[] | null }): string[] {
  if (pet.photoUrls?.length) return pet.photoUrls;
  return pet.photoUrl ? [pet.photoUrl] : [];
}

/** The photo shown after moving `by` from `index` among `count`, going round at either end. */
export const stepPhoto = (index: number, by: number, count: number) =>
  count > 0 ? (((index + by) % count) + count) % count : 0;

/** A swipe's direction from where a pointer went down to where it came up: 1 next, -1 previous, 0 neither. */
export function swipeDirection(dx: number, dy: number): -1 | 0 | 1 {
  if (
    !Number.isFinite(dx) ||
    !Number.isFinite(dy) ||
    Math.abs(dx) < SWIPE_MIN_PX ||
    Math.abs(dx) <= Math.abs(dy)
  )
    return 0;
  return dx < 0 ? 1 : -1;
}

/** The main photo is drawn as wide as a single one (PetPagePhoto), so the gateway's preload of the cover fits it too. */
const MAIN_SIZES = FIRST_SCREEN_IMAGE_SIZES;

/**
 * The pet's photos at the top of its page. One photo looks as it always did; several
 * make a gallery: the cover first and large (the page's largest paint), moved through by a swipe, the
 * arrow keys or the previous/next buttons, with a "2 / 4" counter and the thumbnails to jump to one.
 */
export function PetPhotoGallery({
  photos,
  placeholders,
  title,
  fallback,
}: {
  photos: string[];
  /** The ThumbHash of each photo (parallel to photos), when known. */
  placeholders?: (string | null)[] | null;
  title: string;
  fallback: ReactNode;
}) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const count = photos.length;
  if (count <= 1)
    return (
      <PetPagePhoto
        src={photos[0] ?? null}
        title={title}
        fallback={fallback}
        placeholder={placeholders?.[0] ?? null}
      />
    );

  const current = Math.min(index, count - 1);
  const go = (by: number) => setIndex(stepPhoto(current, by, count));
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => void> = {
      ArrowLeft: () => go(-1),
      ArrowRight: () => go(1),
      Home: () => setIndex(0),
      End: () => setIndex(count - 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || from.id !== event.pointerId) return;
    const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y);
    if (direction) go(direction);
  };

  return (
    <section
      aria-roledescription={intl.formatMessage(messages.carousel)}
      aria-label={intl.formatMessage(messages.photosOf, { title })}
      className="grid gap-3 rounded-3xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      data-testid="pet-gallery"
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div
        className="relative touch-pan-y select-none overflow-hidden rounded-3xl border border-border bg-muted shadow-sm"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
        data-testid="gallery-viewport"
      >
        <Photo
          key={photos[current]}
          src={photos[current]}
          alt={
            current === 0
              ? intl.formatMessage(messages.photoOf, { title })
              : intl.formatMessage(messages.photoNOf, { n: current + 1, title })
          }
          width={800}
          height={800}
          sizes={MAIN_SIZES}
          priority={current === 0}
          placeholder={placeholders?.[current] ?? null}
          draggable={false}
          className="aspect-square w-full object-cover sm:aspect-[4/3] lg:aspect-square"
          data-testid="gallery-photo"
          fallback={fallback}
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="absolute left-3 top-1/2 size-11 -translate-y-1/2 rounded-full bg-background/90 text-foreground shadow-md hover:bg-background [&_svg:not([class*='size-'])]:size-6"
          aria-label={intl.formatMessage(messages.previous)}
          onClick={() => go(-1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="absolute right-3 top-1/2 size-11 -translate-y-1/2 rounded-full bg-background/90 text-foreground shadow-md hover:bg-background [&_svg:not([class*='size-'])]:size-6"
          aria-label={intl.formatMessage(messages.next)}
          onClick={() => go(1)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
        <span
          className="absolute bottom-3 right-3 rounded-full bg-black/70 px-3 py-1 text-sm font-semibold tabular-nums text-white"
          aria-live="polite"
          aria-atomic="true"
          data-testid="gallery-counter"
        >
          <span className="sr-only">{intl.formatMessage(messages.counterPrefix)} </span>
          {intl.formatMessage(messages.counter, { n: current + 1, count })}
        </span>
      </div>
      <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={intl.formatMessage(messages.all)}>
        {photos.map((src, i) => (
          <li key={src} className="shrink-0">
            <button
              type="button"
              className={cn(
                'block size-16 overflow-hidden rounded-xl border-2 transition sm:size-20',
                i === current ? 'border-primary' : 'border-transparent opacity-75 hover:opacity-100',
              )}
              aria-label={intl.formatMessage(messages.show, { n: i + 1, count })}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setIndex(i)}
            >
              <Photo
                src={src}
                alt=""
                width={80}
                height={80}
                sizes="80px"
                placeholder={placeholders?.[i] ?? null}
                draggable={false}
                className="size-full object-cover"
                fallback={<span className="block size-full bg-muted" />}
              />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
