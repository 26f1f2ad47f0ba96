import { useState } from 'react';
import { LocateFixed } from 'lucide-react';
import { errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { Button, DialogFormEnd, FormField, Input, Textarea, toast } from '@pawpals/ui';
import { PhotoField } from '../../post-pet/PhotoField';
import { usePhotoUpload } from '../../post-pet/use-photo-upload';
import { useReportSighting } from './api/report-sighting';
import { emptySighting, nowInputValue, toSightingBody, type SightingFormValues } from './sighting-form';

/**
 * The form of "I saw this pet": when (now, to begin with), where (text, and the browser's location if
 * allowed), a note and a photo. Loaded when the dialog first opens (ReportSightingDialog), with the photo
 * uploader it needs, so a pet's page does not ship them to every visitor.
 */
export default function ReportSightingForm({ postId, onSent }: { postId: string; onSent: () => void }) {
  const [values, setValues] = useState<SightingFormValues>(() => ({
    ...emptySighting(),
    seenAt: nowInputValue(),
  }));
  const [error, setError] = useState<string | null>(null);
  const report = useReportSighting(postId);
  const upload = usePhotoUpload((objectPath) => setValues((v) => ({ ...v, photoUrl: objectPath })));
  const set = (change: Partial<SightingFormValues>) => setValues((v) => ({ ...v, ...change }));

  const useMyLocation = () =>
    navigator.geolocation?.getCurrentPosition(
      ({ coords }) =>
        set({
          pin: {
            latitude: Math.round(coords.latitude * 1e6) / 1e6,
            longitude: Math.round(coords.longitude * 1e6) / 1e6,
          },
        }),
      () => setError('Location access was refused: describe the place instead.'),
    );

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    report.mutate(toSightingBody(values), {
      onSuccess: () => {
        toast({ title: 'Thank you! The owner has been told.', variant: 'success' });
        onSent();
      },
      onError: (err) => {
        if (!isUnauthorizedError(err)) setError(errorMessageOf(err, 'Your sighting could not be sent'));
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Report a sighting">
      <FormField label="When">
        <Input
          type="datetime-local"
          max={nowInputValue()}
          value={values.seenAt}
          onChange={(e) => set({ seenAt: e.target.value })}
          required
        />
      </FormField>
      <FormField label="Where">
        <Input
          value={values.location}
          onChange={(e) => set({ location: e.target.value })}
          placeholder="Street, park or landmark"
          maxLength={300}
          required
        />
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
        <Textarea
          rows={3}
          value={values.note}
          onChange={(e) => set({ note: e.target.value })}
          placeholder="Which way was it going? Did it look hurt?"
          maxLength={1000}
        />
      </FormField>
      <PhotoField photoUrl={values.photoUrl} upload={upload.state} onChoose={upload.choose} optional />
      <DialogFormEnd error={error}>
        <Button
          type="submit"
          disabled={
            !values.location.trim() ||
            !values.seenAt ||
            report.isPending ||
            upload.state.phase === 'uploading'
          }
        >
          {report.isPending ? 'Sending…' : 'Send sighting'}
        </Button>
      </DialogFormEnd>
    </form>
  );
}
