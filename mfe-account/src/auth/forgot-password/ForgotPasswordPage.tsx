import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, MailCheck } from 'lucide-react';
import { passwordResetRequestSchema, type PasswordResetRequestInput } from '@pawpals/contracts';
import { errorMessageOf } from '@pawpals/api-client';
import { InputField, SubmitButton, toast } from '@pawpals/ui';
import { AuthCard } from '../components/AuthCard';
import { useRequestPasswordReset } from '../api/request-password-reset';

const backToLogin = { to: '/login', label: 'Back to log in' };

/** /forgot-password: asks for the account's email and mails a reset link (the answer never says whether it exists). */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const form = useForm<PasswordResetRequestInput>({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((data) =>
    request.mutate(data, {
      onError: (error) => toast({ title: 'Something went wrong', description: errorMessageOf(error, 'Please try again.'), variant: 'destructive' }),
    }),
  );

  if (request.isSuccess) {
    return (
      <AuthCard title="Check your email" description={request.data.message} icon={<MailCheck className="size-7" aria-hidden="true" />} footer={backToLogin}>
        <p className="text-center text-sm text-muted-foreground">Nothing arrived? Look in your spam folder, or try again in a few minutes.</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email address of your account and we'll send you a link to choose a new one."
      icon={<KeyRound className="size-7" aria-hidden="true" />}
      footer={backToLogin}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <InputField label="Email" error={errors.email?.message} type="email" autoComplete="email" {...form.register('email')} />
        <SubmitButton size="lg" className="mt-2 w-full" pending={request.isPending} pendingLabel="Sending...">
          Send reset link
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
