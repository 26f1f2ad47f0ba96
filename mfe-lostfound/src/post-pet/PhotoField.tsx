import { useRef } from 'react';
import { Camera, ImageUp, RefreshCw } from 'lucide-react';
import { defineMessage, defineMessages } from 'react-intl';
import { Button, cn, HiddenImageInput, InlineAlert, Spinner, useIntl } from '@pawpals/ui';
import { RequiredMark } from '../shared/RequiredMark';
import type { PhotoUploadState } from './use-photo-upload';

const messages = defineMessages({
  optional: { id: 'lostfound.photo.optional', defaultMessage: 'Photo (optional)' },
  required: { id: 'lostfound.photo.required', defaultMessage: 'Pet Photo' },
  beingUploaded: { id: 'lostfound.photo.beingUploaded', defaultMessage: 'Pet photo being uploaded' },
  preview: { id: 'lostfound.photo.preview', defaultMessage: 'Pet photo preview' },
  uploadingLabel: { id: 'lostfound.photo.uploadingLabel', defaultMessage: 'Uploading photo' },
  change: { id: 'lostfound.photo.change', defaultMessage: 'Change Photo' },
  upload: { id: 'lostfound.photo.upload', defaultMessage: 'Upload Photo' },
  uploadingPercent: defineMessage<{ percent: number }>({
    id: 'lostfound.photo.uploadingPercent',
    defaultMessage: 'Uploading… {percent}%',
  }),
  hint: {
    id: 'lostfound.photo.hint',
    defaultMessage: 'One clear, recent photo: JPEG, PNG, WebP or GIF, up to 10 MB.',
  },
});

/**
 * One pet photo: one image, 'Upload Photo' (or 'Change Photo' once there is one) and a 128 px
 * preview. Choosing a file starts its upload; the preview shows the local file until the server has it.
 */
export function PhotoField({
  photoUrl,
  upload,
  onChoose,
  error,
  optional = false,
}: {
  photoUrl: string;
  upload: PhotoUploadState;
  onChoose: (file: File) => void;
  error?: string;
  /** A sighting's photo is optional; a post's is required. */
  optional?: boolean;
}) {
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  const uploading = upload.phase === 'uploading';
  const previewSrc = uploading ? upload.previewUrl : photoUrl || null;

  return (
    <div
      role="group"
      aria-labelledby="pet-photo-label"
      aria-describedby="pet-photo-hint"
      className="grid gap-2"
    >
      <span id="pet-photo-label" className="flex items-center gap-2 text-sm font-semibold leading-none">
        {intl.formatMessage(optional ? messages.optional : messages.required)}
        {optional ? null : <RequiredMark />}
      </span>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div
          className={cn(
            'relative flex size-32 shrink-0 items-center justify-center overflow-hidden rounded-2xl',
            previewSrc
              ? 'bg-muted shadow-sm'
              : 'border-2 border-dashed border-primary/30 bg-accent/60 text-accent-foreground',
            error && !previewSrc && 'border-destructive/60',
          )}
        >
          {previewSrc ? (
            <img
              src={previewSrc}
              alt={intl.formatMessage(uploading ? messages.beingUploaded : messages.preview)}
              className={cn('size-32 object-cover', uploading && 'opacity-60')}
              data-testid="pet-photo-preview"
            />
          ) : (
            <Camera className="size-9" aria-hidden="true" />
          )}
          {uploading ? (
            <span className="absolute inset-0 flex items-center justify-center bg-black/25">
              <Spinner label={intl.formatMessage(messages.uploadingLabel)} className="text-white" />
            </span>
          ) : null}
        </div>
        <div className="grid gap-2">
          <Button
            type="button"
            variant="outline"
            onClick={() => inputRef.current?.click()}
            disabled={uploading}
            className="w-fit"
          >
            {photoUrl ? <RefreshCw aria-hidden="true" /> : <ImageUp aria-hidden="true" />}
            {intl.formatMessage(photoUrl ? messages.change : messages.upload)}
          </Button>
          <p id="pet-photo-hint" className="text-xs text-muted-foreground">
            {uploading
              ? intl.formatMessage(messages.uploadingPercent, { percent: upload.percent })
              : intl.formatMessage(messages.hint)}
          </p>
          {error && !photoUrl ? <InlineAlert className="font-medium">{error}</InlineAlert> : null}
        </div>
      </div>
      <HiddenImageInput ref={inputRef} data-testid="pet-photo-input" onChoose={onChoose} />
    </div>
  );
}
