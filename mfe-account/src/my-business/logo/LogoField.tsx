import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';
import { useRef } from 'react';
import { ImageUp, RefreshCw, Store } from 'lucide-react';
import { Button, HiddenImageInput, Photo, Spinner, cn, useIntl } from '@pawpals/ui';
import type { LogoUploadState } from './use-logo-upload';

const messages = defineMessages<{
  readonly logo: NoMessageValues;
  readonly previewAlt: NoMessageValues;
  readonly uploadingLabel: NoMessageValues;
  readonly change: NoMessageValues;
  readonly upload: NoMessageValues;
  readonly progress: { readonly percent: MessageValue };
  readonly pending: NoMessageValues;
  readonly hint: NoMessageValues;
}>({
  logo: { id: 'account.logo.label', defaultMessage: 'Logo' },
  previewAlt: { id: 'account.logo.previewAlt', defaultMessage: 'Business logo preview' },
  uploadingLabel: { id: 'account.logo.uploadingLabel', defaultMessage: 'Uploading logo' },
  change: { id: 'account.logo.change', defaultMessage: 'Change Logo' },
  upload: { id: 'account.logo.upload', defaultMessage: 'Upload Logo' },
  progress: { id: 'account.logo.progress', defaultMessage: 'Uploading… {percent}%' },
  pending: { id: 'account.logo.pending', defaultMessage: 'Uploaded — it becomes your logo when you create the business.' },
  hint: { id: 'account.logo.hint', defaultMessage: 'One image: JPEG, PNG, WebP or GIF, up to 10 MB.' },
});

/**
 * The logo of the business form: one image up to 10 MB. Shows the current logo, or the
 * chosen file while it uploads (and, before the business exists, until it is created).
 */
export function LogoField({
  logoUrl,
  upload,
  onChoose,
  disabled,
}: {
  logoUrl: string | null;
  upload: LogoUploadState;
  onChoose: (file: File) => void;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  const uploading = upload.phase === 'uploading';
  const src = upload.phase === 'idle' ? logoUrl : upload.previewUrl;
  return (
    <div
      role="group"
      aria-labelledby="business-logo-label"
      aria-describedby="business-logo-hint"
      className="grid gap-2"
    >
      <span id="business-logo-label" className="text-sm font-semibold leading-none">
        {intl.formatMessage(messages.logo)}
      </span>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div
          className={cn(
            'relative flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-2xl border-2',
            src
              ? 'border-transparent bg-muted'
              : 'border-dashed border-primary/30 bg-accent/60 text-accent-foreground',
          )}
        >
          {src ? (
            // The stored logo at the 96 px it is shown at; the chosen file's preview (a blob: URL) as it is.
            <Photo
              src={src}
              alt={intl.formatMessage(messages.previewAlt)}
              width={96}
              height={96}
              sizes="96px"
              className={cn('size-24 object-cover', uploading && 'opacity-60')}
              data-testid="business-logo-preview"
              fallback={<Store className="size-8" aria-hidden="true" />}
            />
          ) : (
            <Store className="size-8" aria-hidden="true" />
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
            className="w-fit"
            disabled={uploading || disabled}
            onClick={() => inputRef.current?.click()}
          >
            {src ? <RefreshCw aria-hidden="true" /> : <ImageUp aria-hidden="true" />}
            {intl.formatMessage(src ? messages.change : messages.upload)}
          </Button>
          <p id="business-logo-hint" className="text-xs text-muted-foreground">
            {uploading
              ? intl.formatMessage(messages.progress, { percent: upload.percent })
              : intl.formatMessage(upload.phase === 'pending' ? messages.pending : messages.hint)}
          </p>
        </div>
      </div>
      <HiddenImageInput ref={inputRef} data-testid="business-logo-input" onChoose={onChoose} />
    </div>
  );
}
