import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { defineMessages } from 'react-intl';
import { passwordChangeSchema, type PasswordChangeInput } from '@pawpals/contracts';
import { errorMessageOf } from '@pawpals/api-client';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, FormField, Input, toast, useIntl } from '@pawpals/ui';
import { fieldErrorsOf } from '../auth/api/field-errors';
import { useChangePassword } from './api/change-password';
import { SettingsForm } from './SettingsForm';
import { common } from '../shared/messages';

const messages = defineMessages({
  description: { id: 'account.settings.passwordDescription', defaultMessage: 'Changing it signs you out on every other device.' },
  change: { id: 'account.settings.changePassword', defaultMessage: 'Change password' },
  current: { id: 'account.settings.currentPassword', defaultMessage: 'Current Password' },
});

/** Change password (POST /api/auth/password): every other device is signed out. */
export function PasswordCard() {
  const intl = useIntl();
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
        toast({ title: intl.formatMessage(common.passwordChanged), description: answer.message, variant: 'success' });
      },
      onError: (error) => {
        for (const { field, message } of fieldErrorsOf(error)) {
          if (field === 'currentPassword' || field === 'newPassword' || field === 'confirmPassword') form.setError(field, { message });
        }
        toast({
          title: intl.formatMessage(common.passwordNotChanged),
          description: errorMessageOf(error, intl.formatMessage(common.tryAgain)),
          variant: 'destructive',
        });
      },
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{intl.formatMessage(common.password)}</CardTitle>
        <CardDescription>{intl.formatMessage(messages.description)}</CardDescription>
      </CardHeader>
      <CardContent>
        <SettingsForm onSubmit={onSubmit} pending={change.isPending} submitLabel={intl.formatMessage(messages.change)}
          pendingLabel={intl.formatMessage(common.saving)}
        >
          <FormField label={intl.formatMessage(messages.current)} error={errors.currentPassword?.message}>
            <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
          </FormField>
          <FormField label={intl.formatMessage(common.newPassword)} error={errors.newPassword?.message}>
            <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
          </FormField>
          <FormField label={intl.formatMessage(common.confirmNewPassword)} error={errors.confirmPassword?.message}>
            <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
          </FormField>
        </SettingsForm>
      </CardContent>
    </Card>
  );
}
