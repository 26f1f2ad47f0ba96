import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { KeyRound } from 'lucide-react';
import { LIMITS, passwordResetSchema, type PasswordResetInput } from '@pawpals/contracts';
import { ApiError, errorMessageOf } from '@pawpals/api-client';
import { InputField, SubmitButton, toast } from '@pawpals/ui';
import { AuthCard } from '../components/AuthCard';
import { useResetPassword } from '../api/reset-password';
import { fieldErrorsOf } from '../api/field-errors';

/** /reset-password?token=… — the link of the reset mail: choose a new password, then you are signed in. */
export function ResetPasswordPage() {
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
        toast({ title: 'Password changed', description: "You're signed in. Every other session of your account has been signed out.", variant: 'success' });
        setTimeout(() => navigate('/dashboard'), LIMITS.redirectAfterLoginMs);
      },
      onError: (error) => {
        for (const { field, message } of fieldErrorsOf(error)) {
          if (field === 'password' || field === 'confirmPassword') form.setError(field, { message });
        }
        toast({ title: 'Password not changed', description: errorMessageOf(error, 'Please try again.'), variant: 'destructive' });
      },
    }),
  );

  return (
    <AuthCard
      title="Choose a new password"
      description="At least 8 characters. You'll be signed in, and signed out everywhere else."
      icon={<KeyRound className="size-7" aria-hidden="true" />}
      footer={{ question: 'Link not working?', to: '/forgot-password', label: 'Get a new one' }}
    >
      {linkProblem || errors.token ? (
        <p role="alert" className="mb-4 rounded-xl border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm text-destructive">
          {errors.token?.message ?? errorMessageOf(reset.error, 'This password reset link is invalid or has expired.')}{' '}
          <Link to="/forgot-password" className="font-semibold underline">
            Ask for a new link
          </Link>
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <InputField label="New Password" error={errors.password?.message} type="password" autoComplete="new-password" {...form.register('password')} />
        <InputField label="Confirm New Password" error={errors.confirmPassword?.message} type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        <SubmitButton size="lg" className="mt-2 w-full" disabled={reset.isPending || reset.isSuccess} pending={reset.isPending} pendingLabel="Saving...">
          Set new password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
