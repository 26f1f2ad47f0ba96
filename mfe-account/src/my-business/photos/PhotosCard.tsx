import { useRef } from 'react';
import { ArrowLeft, ArrowRight, ImagePlus, Images, Trash2, type LucideIcon } from 'lucide-react';
import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';
import { BUSINESS_PHOTOS_MAX, removedByModeratorText, type Business } from '@pawpals/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  HiddenImageInput,
  InlineAlert,
  Photo,
  photoPlaceholderOf,
  Spinner,
  toast,
  IconCardHeader,
  useIntl,
} from '@pawpals/ui';
import { common } from '../../shared/messages';
import { photoFileProblem, useAddBusinessPhoto } from './api/add-business-photo';
import { useRemoveBusinessPhoto } from './api/remove-business-photo';
import { useReorderBusinessPhotos } from './api/reorder-business-photos';
import { movedPhotoIds } from './photo-order';

// A photo's width: 2 columns, 3 from 640 px, in the narrower (2fr) column of the page from 1024 px (about 110 px).
const GRID_SIZES = '(min-width: 1024px) 120px, (min-width: 640px) 33vw, 50vw';

const messages = defineMessages<{
  readonly title: NoMessageValues;
  readonly description: { readonly max: MessageValue };
  readonly none: NoMessageValues;
  readonly list: NoMessageValues;
  readonly photoAlt: { readonly number: MessageValue; readonly total: MessageValue };
  readonly photoBroken: { readonly number: MessageValue; readonly total: MessageValue };
  readonly moveEarlier: { readonly number: MessageValue };
  readonly removePhoto: { readonly number: MessageValue };
  readonly moveLater: { readonly number: MessageValue };
  readonly add: NoMessageValues;
  readonly uploading: NoMessageValues;
  readonly count: { readonly count: MessageValue; readonly max: MessageValue; readonly full: MessageValue };
}>({
  title: { id: 'account.photos.title', defaultMessage: 'Photos' },
  description: {
    id: 'account.photos.description',
    defaultMessage: 'Up to {max} photos besides your logo. The first one is shown on your directory card.',
  },
  none: { id: 'account.photos.none', defaultMessage: 'No photos yet.' },
  list: { id: 'account.photos.list', defaultMessage: 'Your photos, in the order visitors see them' },
  photoAlt: { id: 'account.photos.photoAlt', defaultMessage: 'Photo {number} of {total}' },
  photoBroken: { id: 'account.photos.photoBroken', defaultMessage: 'Photo {number} of {total} (cannot be shown)' },
  moveEarlier: { id: 'account.photos.moveEarlier', defaultMessage: 'Move photo {number} earlier' },
  removePhoto: { id: 'account.photos.removePhoto', defaultMessage: 'Remove photo {number}' },
  moveLater: { id: 'account.photos.moveLater', defaultMessage: 'Move photo {number} later' },
  add: { id: 'account.photos.add', defaultMessage: 'Add Photo' },
  uploading: { id: 'account.photos.uploading', defaultMessage: 'Uploading photo' },
  count: {
    id: 'account.photos.count',
    defaultMessage: '{count} of {max}{full, select, yes { — remove one to add another} other {}}',
  },
});

/**
 * Photos (docs/decisions/0112-business-photos.md): up to 10 pictures besides the logo, shown as the business
 * page's gallery in this order; the first one is the picture of the directory card. Moving is by buttons, so
 * it works from the keyboard and with a screen reader.
 */
export function PhotosCard({ business }: { business: Business }) {
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  const add = useAddBusinessPhoto();
  const remove = useRemoveBusinessPhoto();
  const reorder = useReorderBusinessPhotos();
  const photos = business.photos;
  const ids = photos.map((p) => p.id);
  const full = photos.length >= BUSINESS_PHOTOS_MAX;
  const busy = add.isPending || remove.isPending || reorder.isPending;

  const choose = (file: File) => {
    const problem = photoFileProblem(file);
    if (problem) {
      toast({ title: intl.formatMessage(common.error), description: intl.formatMessage(problem), variant: 'destructive' });
      return;
    }
    add.mutate(file);
  };

  return (
    <Card data-testid="photos-card">
      <IconCardHeader Icon={Images} title={intl.formatMessage(messages.title)}>
        <CardDescription>{intl.formatMessage(messages.description, { max: BUSINESS_PHOTOS_MAX })}</CardDescription>
      </IconCardHeader>
      <CardContent className="grid gap-4">
        {photos.length === 0 ? <p className="text-sm text-muted-foreground">{intl.formatMessage(messages.none)}</p> : null}
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={intl.formatMessage(messages.list)}>
          {photos.map((photo, index) => (
            <li key={photo.id} className="grid min-w-0 gap-2 rounded-2xl border p-2" data-testid="owner-photo">
              {/* A fixed 4:3 frame the photo is cropped to (cover), whatever its own shape or the column's width. */}
              <div className="aspect-[4/3] w-full overflow-hidden rounded-xl bg-muted" data-testid="owner-photo-frame">
                <Photo
                  src={photo.url}
                  alt={intl.formatMessage(messages.photoAlt, { number: index + 1, total: photos.length })}
                  width={400}
                  height={300}
                  sizes={GRID_SIZES}
                  placeholder={photoPlaceholderOf(photo, 'placeholder')}
                  className="block size-full object-cover"
                  fallback={
                    <span
                      className="block size-full"
                      role="img"
                      aria-label={intl.formatMessage(messages.photoBroken, { number: index + 1, total: photos.length })}
                    />
                  }
                />
              </div>
              {photo.removedReason ? (
                <InlineAlert boxed className="text-xs" data-testid="removed-by-moderator">
                  {removedByModeratorText(photo.removedReason)}
                </InlineAlert>
              ) : null}
              <div className="flex items-center justify-between gap-1">
                <PhotoAction
                  label={intl.formatMessage(messages.moveEarlier, { number: index + 1 })}
                  Icon={ArrowLeft}
                  disabled={busy || index === 0}
                  onClick={() => reorder.mutate(movedPhotoIds(ids, index, -1))}
                />
                <PhotoAction
                  label={intl.formatMessage(messages.removePhoto, { number: index + 1 })}
                  Icon={Trash2}
                  disabled={busy}
                  onClick={() => remove.mutate(photo.id)}
                />
                <PhotoAction
                  label={intl.formatMessage(messages.moveLater, { number: index + 1 })}
                  Icon={ArrowRight}
                  disabled={busy || index === photos.length - 1}
                  onClick={() => reorder.mutate(movedPhotoIds(ids, index, 1))}
                />
              </div>
            </li>
          ))}
        </ol>
        <div className="flex items-center gap-3">
          <Button type="button" variant="outline" className="w-fit" disabled={busy || full} onClick={() => inputRef.current?.click()}>
            <ImagePlus aria-hidden="true" /> {intl.formatMessage(messages.add)}
          </Button>
          {add.isPending ? <Spinner label={intl.formatMessage(messages.uploading)} /> : null}
          <span className="text-xs text-muted-foreground" aria-live="polite">
            {intl.formatMessage(messages.count, { count: photos.length, max: BUSINESS_PHOTOS_MAX, full: full ? 'yes' : 'no' })}
          </span>
        </div>
        <HiddenImageInput ref={inputRef} data-testid="business-photo-input" onChoose={choose} />
      </CardContent>
    </Card>
  );
}

/** One of a photo's icon buttons (move earlier, remove, move later), named for screen readers by `label`. */
function PhotoAction({ label, Icon, disabled, onClick }: { label: string; Icon: LucideIcon; disabled: boolean; onClick: () => void }) {
  return (
    <Button type="button" size="icon" variant="ghost" aria-label={label} disabled={disabled} onClick={onClick}>
      <Icon aria-hidden="true" />
    </Button>
  );
}
