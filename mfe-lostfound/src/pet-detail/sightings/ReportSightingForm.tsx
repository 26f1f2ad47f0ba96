import { useState } from 'react';
import { LocateFixed } from 'lucide-react';
import { defineMessages } from 'react-intl';
import { errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { Button, DialogFormEnd, FormField, Input, Textarea, toast, useIntl } from '@pawpals/ui';
import { PhotoField } from '../../post-pet/PhotoField';
import { usePhotoUpload } from '../../post-pet/use-photo-upload';
import { useReportSighting } from './api/report-sighting';
import { emptySighting, nowInputValue, toSightingBody, type SightingFormValues } from './sighting-form';

const messages = defineMessages({
  locationRefused: {
    id: 'lostfound.sightings.locationRefused',
    defaultMessage: 'Location access was refused: describe the place instead.',
  },
  thanks: { id: 'lostfound.sightings.thanks', defaultMessage: 'Thank you! The owner has been told.' },
  sendFailed: { id: 'lostfound.sightings.sendFailed', defaultMessage: 'Your sighting could not be sent' },
  formLabel: { id: 'lostfound.sightings.formLabel', defaultMessage: 'Report a sighting' },
  when: { id: 'lostfound.sightings.when', defaultMessage: 'When' },
  where: { id: 'lostfound.sightings.where', defaultMessage: 'Where' },
  wherePlaceholder: {
    id: 'lostfound.sightings.wherePlaceholder',
    defaultMessage: 'Street, park or landmark',
  },
  locationAdded: { id: 'lostfound.sightings.locationAdded', defaultMessage: 'Location added' },
  addMyLocation: { id: 'lostfound.sightings.addMyLocation', defaultMessage: 'Add my location' },
  removeLocation: { id: 'lostfound.sightings.removeLocation', defaultMessage: 'Remove location' },
  note: { id: 'lostfound.sightings.note', defaultMessage: 'Note' },
  notePlaceholder: {
    id: 'lostfound.sightings.notePlaceholder',
    defaultMessage: 'Which way was it going? Did it look hurt?',
  },
  sending: { id: 'lostfound.sightings.sending', defaultMessage: 'Sending…' },
  send: { id: 'lostfound.sightings.send', defaultMessage: 'Send sighting' },
});

/**
 * The form of "I saw this pet": when (now, to begin with), where (text, and the browser's location if
 * allowed), a note and a photo. Loaded when the dialog first opens (ReportSightingDialog), with the photo
 * uploader it needs, so a pet's page does not ship them to every visitor.
 */
export default function ReportSightingForm({ postId, onSent }: { postId: string; onSent: () => void }) {
  const intl = useIntl();
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
      () => setError(intl.formatMessage(messages.locationRefused)),
    );

  const locationLabel = intl.formatMessage(values.pin ? messages.locationAdded : messages.addMyLocation);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    report.mutate(toSightingBody(values), {
      onSuccess: () => {
        toast({ title: intl.formatMessage(messages.thanks), variant: 'success' });
        onSent();
      },
      onError: (err) => {
        if (!isUnauthorizedError(err)) setError(errorMessageOf(err, intl.formatMessage(messages.sendFailed)));
      },
    });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4"
      aria-label={intl.formatMessage(messages.formLabel)}
    >
      <FormField label={intl.formatMessage(messages.when)}>
        <Input
          type="datetime-local"
          max={nowInputValue()}
          value={values.seenAt}
          onChange={(e) => set({ seenAt: e.target.value })}
          required
        />
      </FormField>
      <FormField label={intl.formatMessage(messages.where)}>
        <Input
          value={values.location}
          onChange={(e) => set({ location: e.target.value })}
          placeholder={intl.formatMessage(messages.wherePlaceholder)}
          maxLength={300}
          required
        />
      </FormField>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Button type="button" size="sm" variant="outline" onClick={useMyLocation}>
          <LocateFixed aria-hidden="true" /> {locationLabel}
        </Button>
        {values.pin ? (
          <Button type="button" size="sm" variant="ghost" onClick={() => set({ pin: null })}>
            {intl.formatMessage(messages.removeLocation)}
          </Button>
        ) : null}
      </div>
      <FormField label={intl.formatMessage(messages.note)}>
        <Textarea
          rows={3}
          value={values.note}
          onChange={(e) => set({ note: e.target.value })}
          placeholder={intl.formatMessage(messages.notePlaceholder)}
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
          {intl.formatMessage(report.isPending ? messages.sending : messages.send)}
        </Button>
      </DialogFormEnd>
    </form>
  );
}
