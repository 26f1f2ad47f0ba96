import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';
import { emailChangeSchema, type EmailChangeInput, type SessionUser } from '@pawpals/contracts';
import { errorMessageOf } from '@pawpals/api-client';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, FormField, Input, toast, useIntl } from '@pawpals/ui';
import { fieldErrorsOf } from '../auth/api/field-errors';
import { ResendVerificationButton } from '../auth/verify-email/ResendVerificationButton';
import { useChangeEmail } from './api/change-email';
import { SettingsForm } from './SettingsForm';
import { common } from '../shared/messages';

const messages = defineMessages<{
  readonly notChanged: NoMessageValues;
  readonly confirmed: NoMessageValues;
  readonly notConfirmed: NoMessageValues;
  readonly change: NoMessageValues;
  readonly addressAndStatus: { readonly address: MessageValue; readonly status: MessageValue };
  readonly newEmail: NoMessageValues;
  readonly yourPassword: NoMessageValues;
}>({
  notChanged: { id: 'account.settings.emailNotChanged', defaultMessage: 'Email not changed' },
  confirmed: { id: 'account.settings.emailConfirmed', defaultMessage: 'Confirmed' },
  notConfirmed: { id: 'account.settings.emailNotConfirmed', defaultMessage: 'Not confirmed' },
  change: { id: 'account.settings.changeEmail', defaultMessage: 'Change email' },
  addressAndStatus: { id: 'account.settings.emailAndStatus', defaultMessage: '{address} {status}' },
  newEmail: { id: 'account.settings.newEmail', defaultMessage: 'New Email' },
  yourPassword: { id: 'account.settings.yourPassword', defaultMessage: 'Your Password' },
});

/** The account's email: confirmed or not, and a change confirmed through the new address. */
export function EmailCard({ user }: { user: SessionUser }) {
  const intl = useIntl();
  const change = useChangeEmail();
  const form = useForm<EmailChangeInput>({ resolver: zodResolver(emailChangeSchema), defaultValues: { newEmail: '', password: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((data) =>
    change.mutate(data, {
      onSuccess: () => form.reset(),
      onError: (error) => {
        for (const { field, message } of fieldErrorsOf(error)) {
          if (field === 'newEmail' || field === 'password') form.setError(field, { message });
        }
        toast({
          title: intl.formatMessage(messages.notChanged),
          description: errorMessageOf(error, intl.formatMessage(common.tryAgain)),
          variant: 'destructive',
        });
      },
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{intl.formatMessage(common.email)}</CardTitle>
        <CardDescription>
          {intl.formatMessage(messages.addressAndStatus, {
            address: <span className="font-medium text-foreground">{user.email}</span>,
            status: user.emailVerified ? (
              <Badge variant="success">{intl.formatMessage(messages.confirmed)}</Badge>
            ) : (
              <Badge variant="warning">{intl.formatMessage(messages.notConfirmed)}</Badge>
            ),
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {user.emailVerified ? null : <ResendVerificationButton variant="outline" className="justify-self-start" />}
        {change.isSuccess ? (
          <p role="status" className="rounded-xl border border-primary/20 bg-primary/5 px-4 py-3 text-sm">
            {change.data.message}
          </p>
        ) : null}
        <SettingsForm onSubmit={onSubmit} twoColumns pending={change.isPending} submitLabel={intl.formatMessage(messages.change)}
          pendingLabel={intl.formatMessage(common.sending)}
        >
          <FormField label={intl.formatMessage(messages.newEmail)} error={errors.newEmail?.message}>
            <Input type="email" autoComplete="email" {...form.register('newEmail')} />
          </FormField>
          <FormField label={intl.formatMessage(messages.yourPassword)} error={errors.password?.message}>
            <Input type="password" autoComplete="current-password" {...form.register('password')} />
          </FormField>
        </SettingsForm>
      </CardContent>
    </Card>
  );
}
