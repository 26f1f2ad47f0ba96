import { useState } from 'react';
import { Eye, LocateFixed } from 'lucide-react';
import { errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  FormField,
  Input,
  Textarea,
  toast,
} from '@pawpals/ui';
import { PhotoField } from '../../post-pet/PhotoField';
import { usePhotoUpload } from '../../post-pet/use-photo-upload';
import { useReportSighting } from './api/report-sighting';
import { emptySighting, nowInputValue, toSightingBody, type SightingFormValues } from './sighting-form';

/** "I saw this pet": when, where (text, and the browser's location if allowed), a note and a photo. */
export function ReportSightingDialog({ postId, petTitle }: { postId: string; petTitle: string }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<SightingFormValues>(emptySighting);
  const [error, setError] = useState<string | null>(null);
  const report = useReportSighting(postId);
  const upload = usePhotoUpload((objectPath) => setValues((v) => ({ ...v, photoUrl: objectPath })));
  const set = (change: Partial<SightingFormValues>) => setValues((v) => ({ ...v, ...change }));

  const useMyLocation = () =>
    navigator.geolocation?.getCurrentPosition(
      ({ coords }) => set({ pin: { latitude: Math.round(coords.latitude * 1e6) / 1e6, longitude: Math.round(coords.longitude * 1e6) / 1e6 } }),
      () => setError('Location access was refused: describe the place instead.'),
    );

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    report.mutate(toSightingBody(values), {
      onSuccess: () => {
        toast({ title: 'Thank you! The owner has been told.', variant: 'success' });
        setValues(emptySighting());
        setOpen(false);
      },
      onError: (err) => {
        if (!isUnauthorizedError(err)) setError(errorMessageOf(err, 'Your sighting could not be sent'));
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) set({ seenAt: nowInputValue() });
      }}
    >
      <DialogTrigger asChild>
        <Button size="lg" variant="secondary" className="w-full sm:w-fit">
          <Eye aria-hidden="true" /> I saw this pet
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>I saw this pet</DialogTitle>
          <DialogDescription>Tell the owner where and when you saw {petTitle}. Only your first name is shown.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Report a sighting">
          <FormField label="When">
            <Input type="datetime-local" max={nowInputValue()} value={values.seenAt} onChange={(e) => set({ seenAt: e.target.value })} required />
          </FormField>
          <FormField label="Where">
            <Input value={values.location} onChange={(e) => set({ location: e.target.value })} placeholder="Street, park or landmark" maxLength={300} required />
          </FormField>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Button type="button" size="sm" variant="outline" onClick={useMyLocation}>
              <LocateFixed aria-hidden="true" /> {values.pin ? 'Location added' : 'Add my location'}
            </Button>
            {values.pin ? (
              <Button type="button" size="sm" variant="ghost" onClick={() => set({ pin: null })}>
                Remove location
              </Button>
            ) : null}
          </div>
          <FormField label="Note">
            <Textarea rows={3} value={values.note} onChange={(e) => set({ note: e.target.value })} placeholder="Which way was it going? Did it look hurt?" maxLength={1000} />
          </FormField>
          <PhotoField photoUrl={values.photoUrl} upload={upload.state} onChoose={upload.choose} optional />
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={!values.location.trim() || !values.seenAt || report.isPending || upload.state.phase === 'uploading'}>
              {report.isPending ? 'Sending…' : 'Send sighting'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
