import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router-dom';
import { LogIn } from 'lucide-react';
import { defineMessages } from 'react-intl';
import { LIMITS, loginSchema, type LoginInput } from '@pawpals/contracts';
import { errorMessageOf } from '@pawpals/api-client';
import { useReturnTo } from '@pawpals/session';
import { InputField, SubmitButton, toast, useIntl } from '@pawpals/ui';
import { AuthCard } from '../components/AuthCard';
import { useLogin } from '../api/login';
import { common } from '../../shared/messages';

const messages = defineMessages({
  welcomeBack: { id: 'account.login.welcomeBackToast', defaultMessage: 'Welcome back!' },
  signedIn: { id: 'account.login.signedIn', defaultMessage: "You've successfully signed in." },
  failed: { id: 'account.login.failed', defaultMessage: 'Login failed' },
  invalid: { id: 'account.login.invalid', defaultMessage: 'Invalid email/username or password' },
  title: { id: 'account.login.title', defaultMessage: 'Welcome back' },
  description: { id: 'account.login.description', defaultMessage: 'Sign in to your PawPals account' },
  noAccount: { id: 'account.login.noAccount', defaultMessage: "Don't have an account?" },
  signUp: { id: 'account.login.signUp', defaultMessage: 'Sign up' },
  emailOrUsername: { id: 'account.login.emailOrUsername', defaultMessage: 'Email or Username' },
  forgotPassword: { id: 'account.login.forgotPassword', defaultMessage: 'Forgot password?' },
  signingIn: { id: 'account.login.signingIn', defaultMessage: 'Signing in...' },
  submit: { id: 'account.login.submit', defaultMessage: 'Sign In' },
});

/**
 * /login (docs/product.md#sign-up-and-sign-in); success goes back to `?returnTo=` when it is a page of this
 * site.
 */
export function LoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const returnTo = useReturnTo('/services');
  const login = useLogin();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { emailOrUsername: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((data) =>
    login.mutate(data, {
      onSuccess: () => {
        toast({ title: intl.formatMessage(messages.welcomeBack), description: intl.formatMessage(messages.signedIn), variant: 'success' });
        setTimeout(() => navigate(returnTo.destination), LIMITS.redirectAfterLoginMs);
      },
      onError: (error) => {
        toast({
          title: intl.formatMessage(messages.failed),
          description: errorMessageOf(error, intl.formatMessage(messages.invalid)),
          variant: 'destructive',
        });
      },
    }),
  );

  const busy = login.isPending || login.isSuccess;
  return (
    <AuthCard
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      icon={<LogIn className="size-7" aria-hidden="true" />}
      footer={{ question: intl.formatMessage(messages.noAccount), to: returnTo.carry('/signup'), label: intl.formatMessage(messages.signUp) }}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <InputField label={intl.formatMessage(messages.emailOrUsername)} error={errors.emailOrUsername?.message} autoComplete="username" {...form.register('emailOrUsername')} />
        <InputField label={intl.formatMessage(common.password)} error={errors.password?.message} type="password" autoComplete="current-password" {...form.register('password')} />
        <Link to="/forgot-password" className="-mt-2 justify-self-end text-sm font-semibold text-primary underline-offset-4 hover:underline">
          {intl.formatMessage(messages.forgotPassword)}
        </Link>
        <SubmitButton size="lg" className="mt-2 w-full" disabled={busy} pending={login.isPending} pendingLabel={intl.formatMessage(messages.signingIn)}>
          {intl.formatMessage(messages.submit)}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
