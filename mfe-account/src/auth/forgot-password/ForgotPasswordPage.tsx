import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, MailCheck } from 'lucide-react';
import { defineMessages } from 'react-intl';
import { passwordResetRequestSchema, type PasswordResetRequestInput } from '@pawpals/contracts';
import { errorMessageOf } from '@pawpals/api-client';
import { InputField, SubmitButton, toast, useIntl } from '@pawpals/ui';
import { AuthCard } from '../components/AuthCard';
import { useRequestPasswordReset } from '../api/request-password-reset';

import { common } from '../../shared/messages';

const messages = defineMessages({
  backToLogin: { id: 'account.forgotPassword.backToLogin', defaultMessage: 'Back to log in' },
  failed: { id: 'account.forgotPassword.failed', defaultMessage: 'Something went wrong' },
  checkEmail: { id: 'account.forgotPassword.checkEmail', defaultMessage: 'Check your email' },
  nothingArrived: {
    id: 'account.forgotPassword.nothingArrived',
    defaultMessage: 'Nothing arrived? Look in your spam folder, or try again in a few minutes.',
  },
  title: { id: 'account.forgotPassword.title', defaultMessage: 'Forgot your password?' },
  description: {
    id: 'account.forgotPassword.description',
    defaultMessage: "Enter the email address of your account and we'll send you a link to choose a new one.",
  },
  submit: { id: 'account.forgotPassword.submit', defaultMessage: 'Send reset link' },
});

/** /forgot-password: asks for the account's email and mails a reset link (the answer never says whether it exists). */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const backToLogin = { to: '/login', label: intl.formatMessage(messages.backToLogin) };
  const request = useRequestPasswordReset();
  const form = useForm<PasswordResetRequestInput>({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((data) =>
    request.mutate(data, {
      onError: (error) => toast({
          title: intl.formatMessage(messages.failed),
          description: errorMessageOf(error, intl.formatMessage(common.tryAgain)),
          variant: 'destructive',
        }),
    }),
  );

  if (request.isSuccess) {
    return (
      <AuthCard title={intl.formatMessage(messages.checkEmail)} description={request.data.message} icon={<MailCheck className="size-7" aria-hidden="true" />} footer={backToLogin}>
        <p className="text-center text-sm text-muted-foreground">{intl.formatMessage(messages.nothingArrived)}</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      icon={<KeyRound className="size-7" aria-hidden="true" />}
      footer={backToLogin}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <InputField label={intl.formatMessage(common.email)} error={errors.email?.message} type="email" autoComplete="email" {...form.register('email')} />
        <SubmitButton size="lg" className="mt-2 w-full" pending={request.isPending} pendingLabel={intl.formatMessage(common.sending)}>
          {intl.formatMessage(messages.submit)}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
