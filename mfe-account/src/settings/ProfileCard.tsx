import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Camera } from 'lucide-react';
import { LIMITS, profileUpdateSchema, type ProfileUpdateInput, type SessionUser } from '@pawpals/contracts';
import { errorMessageOf, getUploadUrl } from '@pawpals/api-client';
import { Avatar, AvatarFallback, AvatarImage, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, FormField, Input, toast } from '@pawpals/ui';
import { useUpdateCurrentUser } from './api/update-current-user';
import { SettingsForm } from './SettingsForm';

/** The PUT of one chosen image to a fresh upload URL (the same path as pet photos); answers that URL. */
async function uploadImage(file: File): Promise<string> {
  const url = await getUploadUrl();
  const res = await fetch(url, { method: 'PUT', body: file, credentials: 'same-origin' });
  if (!res.ok) throw new Error((await res.json().catch(() => null))?.message ?? 'Failed to upload photo');
  return url;
}

/** Name and profile photo (PATCH /api/auth/user). */
export function ProfileCard({ user }: { user: SessionUser }) {
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
        onSuccess: () => toast({ title: 'Profile saved', variant: 'success' }),
        onError: (error) => toast({ title: 'Profile not saved', description: errorMessageOf(error, 'Please try again.'), variant: 'destructive' }),
      },
    ),
  );

  const onPhotoChosen = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return toast({ title: 'Failed to upload photo', description: 'Choose an image file.', variant: 'destructive' });
    if (file.size > LIMITS.uploadMaxBytes) return toast({ title: 'Failed to upload photo', description: 'The photo may be at most 10 MB.', variant: 'destructive' });
    setUploading(true);
    try {
      const profileImageUrl = await uploadImage(file);
      await update.mutateAsync({ profileImageUrl });
      toast({ title: 'Photo updated', variant: 'success' });
    } catch (error) {
      toast({ title: 'Failed to upload photo', description: errorMessageOf(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>How other pet families and businesses see you.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="flex flex-wrap items-center gap-4">
          <Avatar className="size-20">
            {user.profileImageUrl ? <AvatarImage src={user.profileImageUrl} alt="Your profile photo" /> : null}
            <AvatarFallback className="text-xl">{`${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase()}</AvatarFallback>
          </Avatar>
          <input ref={fileInput} type="file" accept="image/*" className="sr-only" aria-label="Profile photo file" onChange={(e) => void onPhotoChosen(e.target.files?.[0])} />
          <Button type="button" variant="outline" disabled={uploading} onClick={() => fileInput.current?.click()}>
            <Camera aria-hidden="true" />
            {uploading ? 'Uploading...' : user.profileImageUrl ? 'Change photo' : 'Upload photo'}
          </Button>
          {user.profileImageUrl ? (
            <Button type="button" variant="ghost" disabled={uploading || update.isPending} onClick={() => update.mutate({ profileImageUrl: null }, { onSuccess: () => toast({ title: 'Photo removed', variant: 'success' }) })}>
              Remove photo
            </Button>
          ) : null}
        </div>
        <SettingsForm onSubmit={onSubmit} twoColumns pending={update.isPending} submitLabel="Save profile" pendingLabel="Saving...">
          <FormField label="First Name" error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </FormField>
          <FormField label="Last Name" error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </FormField>
        </SettingsForm>
      </CardContent>
    </Card>
  );
}
