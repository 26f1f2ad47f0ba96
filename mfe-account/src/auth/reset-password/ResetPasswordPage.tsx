import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { KeyRound } from 'lucide-react';
import { defineMessages, type MessageTag, type MessageValue, type NoMessageValues } from 'react-intl';
import { LIMITS, passwordResetSchema, type PasswordResetInput } from '@pawpals/contracts';
import { ApiError, errorMessageOf } from '@pawpals/api-client';
import { InputField, SubmitButton, toast, useIntl } from '@pawpals/ui';
import { AuthCard } from '../components/AuthCard';
import { useResetPassword } from '../api/reset-password';
import { fieldErrorsOf } from '../api/field-errors';
import { common } from '../../shared/messages';

const messages = defineMessages<{
  readonly changedText: NoMessageValues;
  readonly title: NoMessageValues;
  readonly description: NoMessageValues;
  readonly linkNotWorking: NoMessageValues;
  readonly getNewOne: NoMessageValues;
  readonly invalidLink: NoMessageValues;
  readonly linkProblem: { readonly problem: MessageValue; readonly link: MessageTag };
  readonly submit: NoMessageValues;
}>({
  changedText: {
    id: 'account.resetPassword.changedText',
    defaultMessage: "You're signed in. Every other session of your account has been signed out.",
  },
  title: { id: 'account.resetPassword.title', defaultMessage: 'Choose a new password' },
  description: {
    id: 'account.resetPassword.description',
    defaultMessage: "At least 8 characters. You'll be signed in, and signed out everywhere else.",
  },
  linkNotWorking: { id: 'account.resetPassword.linkNotWorking', defaultMessage: 'Link not working?' },
  getNewOne: { id: 'account.resetPassword.getNewOne', defaultMessage: 'Get a new one' },
  invalidLink: { id: 'account.resetPassword.invalidLink', defaultMessage: 'This password reset link is invalid or has expired.' },
  linkProblem: { id: 'account.resetPassword.linkProblem', defaultMessage: '{problem} <link>Ask for a new link</link>' },
  submit: { id: 'account.resetPassword.submit', defaultMessage: 'Set new password' },
});

/** /reset-password?token=… — the link of the reset mail: choose a new password, then you are signed in. */
export function ResetPasswordPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<PasswordResetInput>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { token: params.get('token') ?? '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  // A 400 that is not about the passwords is about the link itself: the way on is a new link.
  const passwordFields = fieldErrorsOf(reset.error).filter((e) => e.field === 'password' || e.field === 'confirmPassword');
  const linkProblem = reset.error instanceof ApiError && reset.error.status === 400 && passwordFields.length === 0;

  const onSubmit = form.handleSubmit((data) =>
    reset.mutate(data, {
      onSuccess: () => {
        toast({ title: intl.formatMessage(common.passwordChanged), description: intl.formatMessage(messages.changedText), variant: 'success' });
        setTimeout(() => navigate('/dashboard'), LIMITS.redirectAfterLoginMs);
      },
      onError: (error) => {
        for (const { field, message } of fieldErrorsOf(error)) {
          if (field === 'password' || field === 'confirmPassword') form.setError(field, { message });
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
    <AuthCard
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      icon={<KeyRound className="size-7" aria-hidden="true" />}
      footer={{ question: intl.formatMessage(messages.linkNotWorking), to: '/forgot-password', label: intl.formatMessage(messages.getNewOne) }}
    >
      {linkProblem || errors.token ? (
        <p role="alert" className="mb-4 rounded-xl border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm text-destructive">
          {intl.formatMessage(messages.linkProblem, {
            problem: errors.token?.message ?? errorMessageOf(reset.error, intl.formatMessage(messages.invalidLink)),
            link: (chunks) => (
              <Link to="/forgot-password" className="font-semibold underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <InputField label={intl.formatMessage(common.newPassword)} error={errors.password?.message} type="password" autoComplete="new-password" {...form.register('password')} />
        <InputField label={intl.formatMessage(common.confirmNewPassword)} error={errors.confirmPassword?.message} type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        <SubmitButton size="lg" className="mt-2 w-full" disabled={reset.isPending || reset.isSuccess} pending={reset.isPending} pendingLabel={intl.formatMessage(common.saving)}>
          {intl.formatMessage(messages.submit)}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
