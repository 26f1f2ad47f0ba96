import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ShieldCheck } from 'lucide-react';
import { adminLoginSchema, type AdminLoginInput } from '@pawpals/contracts';
import { errorMessageOf } from '@pawpals/api-client';
import { defineMessage, defineMessages, type MessageValue } from 'react-intl';
import { HeadedCard, InputField, SubmitButton, TintedPage, toast, useIntl } from '@pawpals/ui';
import type { AdminLoginLocationState } from '../admin-shell/AdminGuard';
import { accessDeniedMessage } from '../admin-shell/guard-state';
import { GuardMessage, Notice } from '../shared/Notice';
import { useAdminLogin } from './api/admin-login';

const messages = defineMessages({
  loginSuccessful: { id: 'admin.login.successful', defaultMessage: 'Login successful' },
  loginFailed: { id: 'admin.login.failed', defaultMessage: 'Login failed' },
  invalidCredentials: { id: 'admin.login.invalidCredentials', defaultMessage: 'Invalid username or password' },
  title: { id: 'admin.login.title', defaultMessage: 'Admin Portal' },
  description: { id: 'admin.login.description', defaultMessage: 'Sign in with your administrator account' },
  backToSite: { id: 'admin.login.backToSite', defaultMessage: 'Back to PawPals' },
  username: { id: 'admin.login.username', defaultMessage: 'Username' },
  password: { id: 'admin.login.password', defaultMessage: 'Password' },
  signingIn: { id: 'admin.login.signingIn', defaultMessage: 'Signing in...' },
  signIn: { id: 'admin.login.signIn', defaultMessage: 'Sign In' },
});
const welcomeBack = defineMessage<{ name: MessageValue }>({ id: 'admin.login.welcomeBack', defaultMessage: 'Welcome back, {name}!' });

/** /admin/login (docs/product.md#sign-up-and-sign-in). */
export function AdminLoginPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const location = useLocation();
  const accessDenied = (location.state as AdminLoginLocationState | null)?.accessDenied === true;
  const login = useAdminLogin();
  const form = useForm<AdminLoginInput>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((data) =>
    login.mutate(data, {
      onSuccess: (admin) => {
        toast({ title: t(messages.loginSuccessful), description: t(welcomeBack, { name: admin.username }), variant: 'success' });
        navigate('/admin');
      },
      onError: (error) => {
        toast({ title: t(messages.loginFailed), description: errorMessageOf(error, t(messages.invalidCredentials)) || t(messages.loginFailed), variant: 'destructive' });
      },
    }),
  );

  return (
    <TintedPage tint="from-stone-100" className="flex flex-col items-center gap-6 py-12 sm:py-16">
      {accessDenied ? (
        <Notice className="w-full max-w-md">
          <GuardMessage message={accessDeniedMessage(intl)} />
        </Notice>
      ) : null}
      <HeadedCard
        icon={<ShieldCheck className="size-7" aria-hidden="true" />}
        tile="bg-stone-900 text-white"
        title={t(messages.title)}
        description={t(messages.description)}
        footer={
          <Link to="/" className="font-semibold text-primary underline-offset-4 hover:underline">
            {t(messages.backToSite)}
          </Link>
        }
        className="max-w-md shadow-stone-900/5"
      >
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <InputField label={t(messages.username)} error={errors.username?.message} autoComplete="username" {...form.register('username')} />
          <InputField label={t(messages.password)} error={errors.password?.message} type="password" autoComplete="current-password" {...form.register('password')} />
          <SubmitButton size="lg" className="mt-2 w-full" disabled={login.isSuccess} pending={login.isPending} pendingLabel={t(messages.signingIn)}>
            {t(messages.signIn)}
          </SubmitButton>
        </form>
      </HeadedCard>
    </TintedPage>
  );
}
