import { lazy, Suspense, useState } from 'react';
import { Images } from 'lucide-react';
import { defineMessages } from 'react-intl';
import type { LostFoundPet } from '@pawpals/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  useIntl,
} from '@pawpals/ui';

const messages = defineMessages({
  editPhotos: { id: 'lostfound.photos.edit', defaultMessage: 'Edit photos' },
  description: {
    id: 'lostfound.photos.editDescription',
    defaultMessage:
      'Add, remove or reorder the photos of your post. The first one is the cover on the board and in shared links.',
  },
  loading: { id: 'lostfound.photos.loading', defaultMessage: 'Loading the photos…' },
});

const EditPhotosForm = lazy(() => import('./EditPhotosForm'));

/** "Edit photos" for the poster: the dialog's form (and the uploader) loads when it first opens. */
export function EditPhotosDialog({ pet }: { pet: LostFoundPet }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="w-fit">
          <Images aria-hidden="true" /> {intl.formatMessage(messages.editPhotos)}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{intl.formatMessage(messages.editPhotos)}</DialogTitle>
          <DialogDescription>{intl.formatMessage(messages.description)}</DialogDescription>
        </DialogHeader>
        <Suspense
          fallback={
            <p className="min-h-64 text-sm text-muted-foreground">{intl.formatMessage(messages.loading)}</p>
          }
        >
          <EditPhotosForm pet={pet} onSaved={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
