import { useRef, useState } from 'react';
import { defineMessages, type NoMessageValues, type MessageValue } from 'react-intl';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Business } from '@pawpals/contracts';
import { Button, Dialog, DialogContent, DialogDescription, DialogTitle, Photo, photoPlaceholderOf, useIntl } from '@pawpals/ui';
import { stepOfKey, wrappedIndex } from './gallery-navigation';

const messages = defineMessages<{
  readonly title: NoMessageValues;
  readonly open: { readonly count: MessageValue; readonly number: MessageValue };
  readonly viewerTitle: { readonly count: MessageValue; readonly name: MessageValue; readonly number: MessageValue };
  readonly viewerHelp: NoMessageValues;
  readonly previous: NoMessageValues;
  readonly next: NoMessageValues;
  readonly photoAlt: { readonly count: MessageValue; readonly name: MessageValue; readonly number: MessageValue };
  readonly cannotShow: NoMessageValues;
  readonly position: { readonly count: MessageValue; readonly number: MessageValue };
}>({
  title: { id: 'directory.gallery.title', defaultMessage: 'Photos' },
  open: { id: 'directory.gallery.open', defaultMessage: 'Open photo {number} of {count} full screen' },
  viewerTitle: { id: 'directory.gallery.viewerTitle', defaultMessage: '{name}: photo {number} of {count}' },
  viewerHelp: {
    id: 'directory.gallery.viewerHelp',
    defaultMessage: 'Use the left and right arrow keys to see the other photos. Escape closes.',
  },
  previous: { id: 'directory.gallery.previous', defaultMessage: 'Previous photo' },
  next: { id: 'directory.gallery.next', defaultMessage: 'Next photo' },
  photoAlt: { id: 'directory.gallery.photoAlt', defaultMessage: '{name}, photo {number} of {count}' },
  cannotShow: { id: 'directory.gallery.cannotShow', defaultMessage: 'This photo cannot be shown.' },
  position: { id: 'directory.gallery.position', defaultMessage: '{number} / {count}' },
});

/**
 * A thumbnail's width: 2 columns, 3 from 640 px, in the wider (2fr) of the page's two columns from 1024 px
 * (about 227 px of the 72rem page).
 */
const THUMBNAIL_SIZES = '(min-width: 1152px) 230px, (min-width: 1024px) 22vw, (min-width: 640px) 33vw, 50vw';
/** The viewer's photo: the screen's width less the previous/next buttons (its height bounds it too). */
const VIEWER_SIZES = 'calc(100vw - 7rem)';

/**
 * The business page's photos in the owner's order. Each thumbnail is a button that
 * opens the full-screen viewer: a dialog (focus kept inside, Escape closes, focus returns to the
 * thumbnail) with previous/next buttons and the arrow keys.
 */
export function BusinessGallery({ business }: { business: Pick<Business, 'name' | 'photos'> }) {
  const photos = business.photos;
  const [open, setOpen] = useState<number | null>(null);
  // The thumbnail that opened the viewer gets the focus back when it closes (the dialog is controlled, not a Trigger).
  const opener = useRef<HTMLButtonElement | null>(null);
  const { formatMessage: t } = useIntl();
  if (photos.length === 0) return null;
  const count = photos.length;
  const current = open === null ? null : photos[open];
  const step = (by: number) => setOpen((i) => (i === null ? i : wrappedIndex(i, by, count)));
  const shown = { name: business.name, number: (open ?? 0) + 1, count };

  return (
    <section aria-labelledby="gallery-title" className="grid gap-3" data-testid="business-gallery">
      <h2 id="gallery-title" className="font-display text-2xl font-extrabold tracking-tight">
        {t(messages.title)}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              className="block w-full overflow-hidden rounded-2xl border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={t(messages.open, { number: index + 1, count })}
              onClick={(event) => {
                opener.current = event.currentTarget;
                setOpen(index);
              }}
            >
              <Photo
                src={photo.url}
                alt=""
                width={400}
                height={300}
                sizes={THUMBNAIL_SIZES}
                placeholder={photoPlaceholderOf(photo, 'placeholder')}
                className="aspect-[4/3] w-full object-cover"
                data-testid="gallery-thumbnail"
                fallback={<span className="block aspect-[4/3] w-full bg-muted" data-testid="gallery-thumbnail-missing" />}
              />
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={current !== null} onOpenChange={(next) => (next ? null : setOpen(null))}>
        <DialogContent
          className="h-[100dvh] max-h-none w-screen max-w-none rounded-none border-0 bg-black/95 p-4 text-white sm:rounded-none"
          data-testid="photo-viewer"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          onKeyDown={(event) => {
            const by = stepOfKey(event.key);
            if (by !== 0) {
              event.preventDefault();
              step(by);
            }
          }}
        >
          <DialogTitle className="sr-only">
            {t(messages.viewerTitle, shown)}
          </DialogTitle>
          <DialogDescription className="sr-only">{t(messages.viewerHelp)}</DialogDescription>
          {current ? (
            <div className="flex h-full items-center justify-between gap-2">
              <Button type="button" variant="ghost" size="icon" className="text-white hover:bg-white/10" aria-label={t(messages.previous)} onClick={() => step(-1)}>
                <ChevronLeft aria-hidden="true" />
              </Button>
              <figure className="flex h-full min-w-0 flex-1 flex-col items-center justify-center gap-2">
                {/* A box of its own size, whatever the photo's shape, so nothing moves as it arrives. */}
                <Photo
                  src={current.url}
                  alt={t(messages.photoAlt, shown)}
                  sizes={VIEWER_SIZES}
                  className="h-[85dvh] w-full object-contain"
                  data-testid="viewer-image"
                  fallback={<p className="text-sm text-white/80">{t(messages.cannotShow)}</p>}
                />
                <figcaption className="text-sm text-white/80" aria-live="polite">
                  {t(messages.position, shown)}
                </figcaption>
              </figure>
              <Button type="button" variant="ghost" size="icon" className="text-white hover:bg-white/10" aria-label={t(messages.next)} onClick={() => step(1)}>
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
          ) : null}
        </DialogContent>
      </Dialog>
    </section>
  );
}
