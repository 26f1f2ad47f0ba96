import { useMemo } from 'react';
import type { LostFoundPet } from '@pawpals/contracts';
import { errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { Button, toast } from '@pawpals/ui';
import { PhotosField } from '../../post-pet/PhotosField';
import { photosReady, uploadedPhotoUrls } from '../../post-pet/photo-list';
import { usePetPhotos } from '../../post-pet/use-pet-photos';
import { petPhotosOf } from '../PetPhotoGallery';
import { useUpdateLostFoundPetPhotos } from './api/update-lost-found-pet-photos';

/**
 * The poster's photos, to add, remove or reorder: the same tiles as the post form, starting
 * from the post's photos. Save sends them in their order (PATCH …/photos); the first becomes the cover.
 */
export default function EditPhotosForm({ pet, onSaved }: { pet: LostFoundPet; onSaved: () => void }) {
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
          toast({ title: 'Photos updated', variant: 'success' });
          onSaved();
        },
        onError: (error) => {
          if (!isUnauthorizedError(error)) toast({ title: 'Error', description: errorMessageOf(error, 'Failed to update photos'), variant: 'destructive' });
        },
      },
    );

  return (
    <div className="grid gap-4">
      <PhotosField photos={photos} onChoose={choose} onRemove={remove} onMove={move} />
      <div className="flex justify-end">
        <Button type="button" onClick={save} disabled={!canSave}>
          {update.isPending ? 'Saving...' : 'Save photos'}
        </Button>
      </div>
    </div>
  );
}
