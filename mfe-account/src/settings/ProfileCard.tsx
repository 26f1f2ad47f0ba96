import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Camera } from 'lucide-react';
import { defineMessages } from 'react-intl';
import { LIMITS, profileUpdateSchema, type ProfileUpdateInput, type SessionUser } from '@pawpals/contracts';
import { errorMessageOf, getUploadUrl } from '@pawpals/api-client';
import {
  Avatar,
  AvatarFallback,
  AvatarImage,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  toast,
  useIntl,
} from '@pawpals/ui';
import { useUpdateCurrentUser } from './api/update-current-user';
import { SettingsForm } from './SettingsForm';
import { common } from '../shared/messages';

const messages = defineMessages({
  saved: { id: 'account.profile.saved', defaultMessage: 'Profile saved' },
  notSaved: { id: 'account.profile.notSaved', defaultMessage: 'Profile not saved' },
  uploadFailed: { id: 'account.profile.uploadFailed', defaultMessage: 'Failed to upload photo' },
  chooseImage: { id: 'account.profile.chooseImage', defaultMessage: 'Choose an image file.' },
  tooBig: { id: 'account.profile.tooBig', defaultMessage: 'The photo may be at most 10 MB.' },
  photoUpdated: { id: 'account.profile.photoUpdated', defaultMessage: 'Photo updated' },
  title: { id: 'account.profile.title', defaultMessage: 'Profile' },
  description: { id: 'account.profile.description', defaultMessage: 'How other pet families and businesses see you.' },
  photoAlt: { id: 'account.profile.photoAlt', defaultMessage: 'Your profile photo' },
  photoFile: { id: 'account.profile.photoFile', defaultMessage: 'Profile photo file' },
  uploading: { id: 'account.profile.uploading', defaultMessage: 'Uploading...' },
  changePhoto: { id: 'account.profile.changePhoto', defaultMessage: 'Change photo' },
  uploadPhoto: { id: 'account.profile.uploadPhoto', defaultMessage: 'Upload photo' },
  photoRemoved: { id: 'account.profile.photoRemoved', defaultMessage: 'Photo removed' },
  removePhoto: { id: 'account.profile.removePhoto', defaultMessage: 'Remove photo' },
  save: { id: 'account.profile.save', defaultMessage: 'Save profile' },
});

/** The PUT of one chosen image to a fresh upload URL (the same path as pet photos); answers that URL. */
async function uploadImage(file: File, failed: string): Promise<string> {
  const url = await getUploadUrl();
  const res = await fetch(url, { method: 'PUT', body: file, credentials: 'same-origin' });
  if (!res.ok) throw new Error((await res.json().catch(() => null))?.message ?? failed);
  return url;
}

/** Name and profile photo (PATCH /api/auth/user). */
export function ProfileCard({ user }: { user: SessionUser }) {
  const intl = useIntl();
  const update = useUpdateCurrentUser();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const form = useForm<ProfileUpdateInput>({
    resolver: zodResolver(profileUpdateSchema),
    values: { firstName: user.firstName, lastName: user.lastName },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((data) =>
    update.mutate(
      { firstName: data.firstName, lastName: data.lastName },
      {
        onSuccess: () => toast({ title: intl.formatMessage(messages.saved), variant: 'success' }),
        onError: (error) =>
          toast({
            title: intl.formatMessage(messages.notSaved),
            description: errorMessageOf(error, intl.formatMessage(common.tryAgain)),
            variant: 'destructive',
          }),
      },
    ),
  );

  const onPhotoChosen = async (file: File | undefined) => {
    if (!file) return;
    const failed = intl.formatMessage(messages.uploadFailed);
    if (!file.type.startsWith('image/')) return toast({ title: failed, description: intl.formatMessage(messages.chooseImage), variant: 'destructive' });
    if (file.size > LIMITS.uploadMaxBytes) return toast({ title: failed, description: intl.formatMessage(messages.tooBig), variant: 'destructive' });
    setUploading(true);
    try {
      const profileImageUrl = await uploadImage(file, failed);
      await update.mutateAsync({ profileImageUrl });
      toast({ title: intl.formatMessage(messages.photoUpdated), variant: 'success' });
    } catch (error) {
      toast({ title: failed, description: errorMessageOf(error, intl.formatMessage(common.tryAgain)), variant: 'destructive' });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{intl.formatMessage(messages.title)}</CardTitle>
        <CardDescription>{intl.formatMessage(messages.description)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="flex flex-wrap items-center gap-4">
          <Avatar className="size-20">
            {user.profileImageUrl ? <AvatarImage src={user.profileImageUrl} alt={intl.formatMessage(messages.photoAlt)} /> : null}
            <AvatarFallback className="text-xl">{`${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase()}</AvatarFallback>
          </Avatar>
          <input ref={fileInput} type="file" accept="image/*" className="sr-only" aria-label={intl.formatMessage(messages.photoFile)} onChange={(e) => void onPhotoChosen(e.target.files?.[0])} />
          <Button type="button" variant="outline" disabled={uploading} onClick={() => fileInput.current?.click()}>
            <Camera aria-hidden="true" />
            {intl.formatMessage(uploading ? messages.uploading : user.profileImageUrl ? messages.changePhoto : messages.uploadPhoto)}
          </Button>
          {user.profileImageUrl ? (
            <Button type="button" variant="ghost" disabled={uploading || update.isPending} onClick={() => update.mutate({ profileImageUrl: null }, { onSuccess: () => toast({ title: intl.formatMessage(messages.photoRemoved), variant: 'success' }) })}>
              {intl.formatMessage(messages.removePhoto)}
            </Button>
          ) : null}
        </div>
        <SettingsForm onSubmit={onSubmit} twoColumns pending={update.isPending} submitLabel={intl.formatMessage(messages.save)}
          pendingLabel={intl.formatMessage(common.saving)}
        >
          <FormField label={intl.formatMessage(common.firstName)} error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </FormField>
          <FormField label={intl.formatMessage(common.lastName)} error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </FormField>
        </SettingsForm>
      </CardContent>
    </Card>
  );
}
