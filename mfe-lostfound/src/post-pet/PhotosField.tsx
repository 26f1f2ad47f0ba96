import { useRef } from 'react';
import { ArrowLeft, ArrowRight, ImageUp, Star, X } from 'lucide-react';
import { defineMessage, defineMessages } from 'react-intl';
import { imageVariantUrl, PET_PHOTOS_MAX } from '@pawpals/contracts';
import { Button, cn, InlineAlert, Spinner, useIntl } from '@pawpals/ui';
import { RequiredMark } from '../shared/RequiredMark';
import { coverKey, photoSlotsLeft, type PetPhotoItem } from './photo-list';

/** The formats the gateway reads; image/* too, so a phone offers its camera and gallery. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif,image/*';

const messages = defineMessages({
  hint: defineMessage<{ max: number }>({
    id: 'lostfound.photos.hint',
    defaultMessage:
      'JPEG, PNG, WebP, GIF or AVIF, up to 10 MB each, up to {max} photos. The first is the cover.',
  }),
  tile: defineMessage<{ position: number; count: number }>({
    id: 'lostfound.photos.tile',
    defaultMessage: 'Photo {position} of {count}',
  }),
  tileCover: defineMessage<{ position: number; count: number }>({
    id: 'lostfound.photos.tileCover',
    defaultMessage: 'Photo {position} of {count}, cover',
  }),
  beingUploaded: defineMessage<{ position: number }>({
    id: 'lostfound.photos.beingUploaded',
    defaultMessage: 'Pet photo {position} being uploaded',
  }),
  preview: defineMessage<{ position: number }>({
    id: 'lostfound.photos.preview',
    defaultMessage: 'Pet photo {position} preview',
  }),
  cover: { id: 'lostfound.photos.cover', defaultMessage: 'Cover' },
  uploading: defineMessage<{ position: number }>({
    id: 'lostfound.photos.uploading',
    defaultMessage: 'Uploading photo {position}',
  }),
  uploadOf: defineMessage<{ position: number }>({
    id: 'lostfound.photos.uploadOf',
    defaultMessage: 'Upload of photo {position}',
  }),
  savedLocally: {
    id: 'lostfound.photos.savedLocally',
    defaultMessage: "Saved on this device; sent with the post when you're back online.",
  },
  moveEarlier: defineMessage<{ position: number }>({
    id: 'lostfound.photos.moveEarlier',
    defaultMessage: 'Move photo {position} earlier',
  }),
  moveLater: defineMessage<{ position: number }>({
    id: 'lostfound.photos.moveLater',
    defaultMessage: 'Move photo {position} later',
  }),
  remove: defineMessage<{ position: number }>({
    id: 'lostfound.photos.remove',
    defaultMessage: 'Remove photo {position}',
  }),
  petPhotos: { id: 'lostfound.photos.petPhotos', defaultMessage: 'Pet Photos' },
  upload: { id: 'lostfound.photos.upload', defaultMessage: 'Upload Photo' },
  count: defineMessage<{ count: number; max: number }>({
    id: 'lostfound.photos.count',
    defaultMessage: '{count} of {max} photos.',
  }),
  countFull: defineMessage<{ count: number; max: number }>({
    id: 'lostfound.photos.countFull',
    defaultMessage: '{count} of {max} photos (the most a post can have).',
  }),
});

/** The served width a tile's thumbnail asks for (a tile is at most ~240 px wide, 2× on a phone's screen). */
const THUMB_WIDTH = 640;

function PhotoTile({
  photo,
  position,
  count,
  cover,
  onRemove,
  onMove,
}: {
  photo: PetPhotoItem;
  position: number;
  count: number;
  cover: boolean;
  onRemove: () => void;
  onMove: (by: -1 | 1) => void;
}) {
  const intl = useIntl();
  const busy = photo.status === 'preparing' || photo.status === 'uploading';
  const failed = photo.status === 'failed';
  // Once stored, the tile shows what the server kept (a small served width of it), not the local file.
  const src =
    photo.status === 'done' && photo.objectPath
      ? imageVariantUrl(photo.objectPath, THUMB_WIDTH)
      : photo.previewUrl;
  return (
    <li
      className={cn(
        'grid content-start gap-2 rounded-2xl border bg-card p-2',
        failed ? 'border-destructive/60' : 'border-border',
        cover && 'border-primary',
      )}
      data-testid="pet-photo-tile"
      data-status={photo.status}
      aria-label={intl.formatMessage(cover ? messages.tileCover : messages.tile, { position, count })}
    >
      <div className="relative aspect-square overflow-hidden rounded-xl bg-muted">
        {failed ? (
          <div className="flex size-full items-center justify-center p-2 text-center text-xs text-muted-foreground">
            {photo.name}
          </div>
        ) : (
          <img
            src={src}
            alt={intl.formatMessage(busy ? messages.beingUploaded : messages.preview, { position })}
            className={cn('size-full object-cover', busy && 'opacity-60')}
            data-testid="pet-photo-preview"
          />
        )}
        {cover ? (
          <span className="absolute left-1.5 top-1.5 inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
            <Star className="size-3" aria-hidden="true" /> {intl.formatMessage(messages.cover)}
          </span>
        ) : null}
        {busy ? (
          <span className="absolute inset-0 flex items-center justify-center bg-black/25">
            <Spinner label={intl.formatMessage(messages.uploading, { position })} className="text-white" />
          </span>
        ) : null}
      </div>
      {busy ? (
        <div
          role="progressbar"
          aria-label={intl.formatMessage(messages.uploadOf, { position })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={photo.percent}
          className="h-1.5 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${photo.percent}%` }}
          />
        </div>
      ) : null}
      {failed ? (
        <InlineAlert className="text-xs font-medium" data-testid="pet-photo-error">
          {photo.error}
        </InlineAlert>
      ) : null}
      {photo.status === 'local' ? (
        <p className="text-xs text-muted-foreground" data-testid="pet-photo-local">
          {intl.formatMessage(messages.savedLocally)}
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-1">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-11"
          aria-label={intl.formatMessage(messages.moveEarlier, { position })}
          disabled={position === 1}
          onClick={() => onMove(-1)}
        >
          <ArrowLeft aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-11"
          aria-label={intl.formatMessage(messages.moveLater, { position })}
          disabled={position === count}
          onClick={() => onMove(1)}
        >
          <ArrowRight aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-11 text-destructive"
          aria-label={intl.formatMessage(messages.remove, { position })}
          onClick={onRemove}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

/**
 * A post's photos, 1 to PET_PHOTOS_MAX. 'Upload Photo' takes one or several files; each tile
 * shows its preview, its own progress, the server's reason when it refused it, and buttons to move it
 * earlier or later (work on a phone, no dragging) or remove it. The first photo is the cover.
 */
export function PhotosField({
  photos,
  onChoose,
  onRemove,
  onMove,
  error,
}: {
  photos: PetPhotoItem[];
  onChoose: (files: File[]) => void;
  onRemove: (key: string) => void;
  onMove: (key: string, by: -1 | 1) => void;
  error?: string;
}) {
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  const cover = coverKey(photos);
  const room = photoSlotsLeft(photos);
  const stored = photos.some((p) => p.status === 'done' || p.status === 'local');
  return (
    <div
      role="group"
      aria-labelledby="pet-photo-label"
      aria-describedby="pet-photo-hint"
      className="grid gap-3"
    >
      <span id="pet-photo-label" className="flex items-center gap-2 text-sm font-semibold leading-none">
        {intl.formatMessage(messages.petPhotos)}
        <RequiredMark />
      </span>
      <p id="pet-photo-hint" className="text-xs text-muted-foreground">
        {intl.formatMessage(messages.hint, { max: PET_PHOTOS_MAX })}
      </p>
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="pet-photos">
        {photos.map((photo, i) => (
          <PhotoTile
            key={photo.key}
            photo={photo}
            position={i + 1}
            count={photos.length}
            cover={photo.key === cover}
            onRemove={() => onRemove(photo.key)}
            onMove={(by) => onMove(photo.key, by)}
          />
        ))}
        {room > 0 ? (
          <li className="grid">
            <Button
              type="button"
              variant="outline"
              onClick={() => inputRef.current?.click()}
              className={cn(
                'flex aspect-square h-auto w-full flex-col gap-2 whitespace-normal rounded-2xl border-2 border-dashed border-primary/30 bg-accent/60 text-accent-foreground',
                error && !stored && 'border-destructive/60',
              )}
            >
              <ImageUp className="size-8" aria-hidden="true" />
              {intl.formatMessage(messages.upload)}
            </Button>
          </li>
        ) : null}
      </ol>
      {photos.length > 0 ? (
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {intl.formatMessage(room === 0 ? messages.countFull : messages.count, {
            count: photos.length,
            max: PET_PHOTOS_MAX,
          })}
        </p>
      ) : null}
      {error && !stored ? <InlineAlert className="font-medium">{error}</InlineAlert> : null}
      <input
        ref={inputRef}
        type="file"
        accept={PHOTO_ACCEPT}
        multiple
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="pet-photo-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length) onChoose(files);
        }}
      />
    </div>
  );
}
