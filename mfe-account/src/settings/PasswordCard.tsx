import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordChangeSchema, type PasswordChangeInput } from '@pawpals/contracts';
import { errorMessageOf } from '@pawpals/api-client';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, FormField, Input, toast } from '@pawpals/ui';
import { fieldErrorsOf } from '../auth/api/field-errors';
import { useChangePassword } from './api/change-password';
import { SettingsForm } from './SettingsForm';

/** Change password (POST /api/auth/password): every other device is signed out. */
export function PasswordCard() {
  const change = useChangePassword();
  const form = useForm<PasswordChangeInput>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((data) =>
    change.mutate(data, {
      onSuccess: (answer) => {
        form.reset();
        toast({ title: 'Password changed', description: answer.message, variant: 'success' });
      },
      onError: (error) => {
        for (const { field, message } of fieldErrorsOf(error)) {
          if (field === 'currentPassword' || field === 'newPassword' || field === 'confirmPassword') form.setError(field, { message });
        }
        toast({ title: 'Password not changed', description: errorMessageOf(error, 'Please try again.'), variant: 'destructive' });
      },
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>Changing it signs you out on every other device.</CardDescription>
      </CardHeader>
      <CardContent>
        <SettingsForm onSubmit={onSubmit} pending={change.isPending} submitLabel="Change password" pendingLabel="Saving...">
          <FormField label="Current Password" error={errors.currentPassword?.message}>
            <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
          </FormField>
          <FormField label="New Password" error={errors.newPassword?.message}>
            <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
          </FormField>
          <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
            <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
          </FormField>
        </SettingsForm>
      </CardContent>
    </Card>
  );
}
