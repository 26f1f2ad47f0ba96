import { useRef } from 'react';
import { ArrowLeft, ArrowRight, ImagePlus, Images, Trash2, type LucideIcon } from 'lucide-react';
import { BUSINESS_PHOTOS_MAX, removedByModeratorText, type Business } from '@pawpals/contracts';
import { Button, Card, CardContent, CardDescription, HiddenImageInput, InlineAlert, Photo, photoPlaceholderOf, Spinner, toast, IconCardHeader } from '@pawpals/ui';
import { photoFileProblem, useAddBusinessPhoto } from './api/add-business-photo';
import { useRemoveBusinessPhoto } from './api/remove-business-photo';
import { useReorderBusinessPhotos } from './api/reorder-business-photos';
import { movedPhotoIds } from './photo-order';

// A photo's width: 2 columns, 3 from 640 px, in the narrower (2fr) column of the page from 1024 px (about 110 px).
const GRID_SIZES = '(min-width: 1024px) 120px, (min-width: 640px) 33vw, 50vw';

/**
 * Photos (docs/decisions/0112-business-photos.md): up to 10 pictures besides the logo, shown as the business
 * page's gallery in this order; the first one is the picture of the directory card. Moving is by buttons, so
 * it works from the keyboard and with a screen reader.
 */
export function PhotosCard({ business }: { business: Business }) {
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
      toast({ title: 'Error', description: problem, variant: 'destructive' });
      return;
    }
    add.mutate(file);
  };

  return (
    <Card data-testid="photos-card">
      <IconCardHeader Icon={Images} title="Photos">
        <CardDescription>
          Up to {BUSINESS_PHOTOS_MAX} photos besides your logo. The first one is shown on your directory card.
        </CardDescription>
      </IconCardHeader>
      <CardContent className="grid gap-4">
        {photos.length === 0 ? <p className="text-sm text-muted-foreground">No photos yet.</p> : null}
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Your photos, in the order visitors see them">
          {photos.map((photo, index) => (
            <li key={photo.id} className="grid min-w-0 gap-2 rounded-2xl border p-2" data-testid="owner-photo">
              {/* A fixed 4:3 frame the photo is cropped to (cover), whatever its own shape or the column's width. */}
              <div className="aspect-[4/3] w-full overflow-hidden rounded-xl bg-muted" data-testid="owner-photo-frame">
                <Photo
                  src={photo.url}
                  alt={`Photo ${index + 1} of ${photos.length}`}
                  width={400}
                  height={300}
                  sizes={GRID_SIZES}
                  placeholder={photoPlaceholderOf(photo, 'placeholder')}
                  className="block size-full object-cover"
                  fallback={<span className="block size-full" role="img" aria-label={`Photo ${index + 1} of ${photos.length} (cannot be shown)`} />}
                />
              </div>
              {photo.removedReason ? (
                <InlineAlert boxed className="text-xs" data-testid="removed-by-moderator">
                  {removedByModeratorText(photo.removedReason)}
                </InlineAlert>
              ) : null}
              <div className="flex items-center justify-between gap-1">
                <PhotoAction
                  label={`Move photo ${index + 1} earlier`}
                  Icon={ArrowLeft}
                  disabled={busy || index === 0}
                  onClick={() => reorder.mutate(movedPhotoIds(ids, index, -1))}
                />
                <PhotoAction label={`Remove photo ${index + 1}`} Icon={Trash2} disabled={busy} onClick={() => remove.mutate(photo.id)} />
                <PhotoAction
                  label={`Move photo ${index + 1} later`}
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
            <ImagePlus aria-hidden="true" /> Add Photo
          </Button>
          {add.isPending ? <Spinner label="Uploading photo" /> : null}
          <span className="text-xs text-muted-foreground" aria-live="polite">
            {photos.length} of {BUSINESS_PHOTOS_MAX}
            {full ? ' — remove one to add another' : ''}
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
