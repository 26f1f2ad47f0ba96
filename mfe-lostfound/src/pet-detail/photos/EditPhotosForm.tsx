import { useMemo } from 'react';
import { defineMessages } from 'react-intl';
import type { LostFoundPet } from '@pawpals/contracts';
import { errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { Button, toast, useIntl } from '@pawpals/ui';
import { PhotosField } from '../../post-pet/PhotosField';
import { photosReady, uploadedPhotoUrls } from '../../post-pet/photo-list';
import { usePetPhotos } from '../../post-pet/use-pet-photos';
import { petPhotosOf } from '../PetPhotoGallery';
import { useUpdateLostFoundPetPhotos } from './api/update-lost-found-pet-photos';

const messages = defineMessages({
  updated: { id: 'lostfound.photos.updated', defaultMessage: 'Photos updated' },
  error: { id: 'lostfound.photos.error', defaultMessage: 'Error' },
  updateFailed: { id: 'lostfound.photos.updateFailed', defaultMessage: 'Failed to update photos' },
  saving: { id: 'lostfound.photos.saving', defaultMessage: 'Saving...' },
  save: { id: 'lostfound.photos.save', defaultMessage: 'Save photos' },
});

/**
 * The poster's photos, to add, remove or reorder: the same tiles as the post form, starting
 * from the post's photos. Save sends them in their order (PATCH …/photos); the first becomes the cover.
 */
export default function EditPhotosForm({ pet, onSaved }: { pet: LostFoundPet; onSaved: () => void }) {
  const intl = useIntl();
  const current = useMemo(() => petPhotosOf(pet), [pet]);
  const { photos, choose, remove, move } = usePetPhotos(current);
  const update = useUpdateLostFoundPetPhotos();
  const photoUrls = uploadedPhotoUrls(photos);
  const changed = photoUrls.join(' ') !== current.join(' ');
  const canSave = photosReady(photos) && changed && !update.isPending;

  const save = () =>
    update.mutate(
      { id: pet.id, photoUrls },
      {
        onSuccess: () => {
          toast({ title: intl.formatMessage(messages.updated), variant: 'success' });
          onSaved();
        },
        onError: (error) => {
          if (!isUnauthorizedError(error))
            toast({
              title: intl.formatMessage(messages.error),
              description: errorMessageOf(error, intl.formatMessage(messages.updateFailed)),
              variant: 'destructive',
            });
        },
      },
    );

  return (
    <div className="grid gap-4">
      <PhotosField photos={photos} onChoose={choose} onRemove={remove} onMove={move} />
      <div className="flex justify-end">
        <Button type="button" onClick={save} disabled={!canSave}>
          {intl.formatMessage(update.isPending ? messages.saving : messages.save)}
        </Button>
      </div>
    </div>
  );
}
