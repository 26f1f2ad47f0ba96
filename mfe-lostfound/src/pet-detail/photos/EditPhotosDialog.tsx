import { lazy, Suspense, useState } from 'react';
import { Images } from 'lucide-react';
import type { LostFoundPet } from '@pawpals/contracts';
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@pawpals/ui';

const EditPhotosForm = lazy(() => import('./EditPhotosForm'));

/** "Edit photos" for the poster: the dialog's form (and the uploader) loads when it first opens. */
export function EditPhotosDialog({ pet }: { pet: LostFoundPet }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="w-fit">
          <Images aria-hidden="true" /> Edit photos
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit photos</DialogTitle>
          <DialogDescription>Add, remove or reorder the photos of your post. The first one is the cover on the board and in shared links.</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<p className="min-h-64 text-sm text-muted-foreground">Loading the photos…</p>}>
          <EditPhotosForm pet={pet} onSaved={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
