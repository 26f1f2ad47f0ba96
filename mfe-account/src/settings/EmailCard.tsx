import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { emailChangeSchema, type EmailChangeInput, type SessionUser } from '@pawpals/contracts';
import { errorMessageOf } from '@pawpals/api-client';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, FormField, Input, toast } from '@pawpals/ui';
import { fieldErrorsOf } from '../auth/api/field-errors';
import { ResendVerificationButton } from '../auth/verify-email/ResendVerificationButton';
import { useChangeEmail } from './api/change-email';
import { SettingsForm } from './SettingsForm';

/** The account's email: confirmed or not, and a change confirmed through the new address. */
export function EmailCard({ user }: { user: SessionUser }) {
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
        toast({ title: 'Email not changed', description: errorMessageOf(error, 'Please try again.'), variant: 'destructive' });
      },
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Email</CardTitle>
        <CardDescription>
          <span className="font-medium text-foreground">{user.email}</span>{' '}
          {user.emailVerified ? <Badge variant="success">Confirmed</Badge> : <Badge variant="warning">Not confirmed</Badge>}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {user.emailVerified ? null : <ResendVerificationButton variant="outline" className="justify-self-start" />}
        {change.isSuccess ? (
          <p role="status" className="rounded-xl border border-primary/20 bg-primary/5 px-4 py-3 text-sm">
            {change.data.message}
          </p>
        ) : null}
        <SettingsForm onSubmit={onSubmit} twoColumns pending={change.isPending} submitLabel="Change email" pendingLabel="Sending...">
          <FormField label="New Email" error={errors.newEmail?.message}>
            <Input type="email" autoComplete="email" {...form.register('newEmail')} />
          </FormField>
          <FormField label="Your Password" error={errors.password?.message}>
            <Input type="password" autoComplete="current-password" {...form.register('password')} />
          </FormField>
        </SettingsForm>
      </CardContent>
    </Card>
  );
}
