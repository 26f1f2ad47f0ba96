import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ShieldCheck } from 'lucide-react';
import { adminLoginSchema, type AdminLoginInput } from '@pawpals/contracts';
import { errorMessageOf } from '@pawpals/api-client';
import { HeadedCard, InputField, SubmitButton, TintedPage, toast } from '@pawpals/ui';
import type { AdminLoginLocationState } from '../admin-shell/AdminGuard';
import { ACCESS_DENIED_MESSAGE } from '../admin-shell/guard-state';
import { GuardMessage, Notice } from '../shared/Notice';
import { useAdminLogin } from './api/admin-login';

/** /admin/login (docs/product.md#sign-up-and-sign-in). */
export function AdminLoginPage() {
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
        toast({ title: 'Login successful', description: `Welcome back, ${admin.username}!`, variant: 'success' });
        navigate('/admin');
      },
      onError: (error) => {
        toast({ title: 'Login failed', description: errorMessageOf(error, 'Invalid username or password') || 'Login failed', variant: 'destructive' });
      },
    }),
  );

  return (
    <TintedPage tint="from-stone-100" className="flex flex-col items-center gap-6 py-12 sm:py-16">
      {accessDenied ? (
        <Notice className="w-full max-w-md">
          <GuardMessage message={ACCESS_DENIED_MESSAGE} />
        </Notice>
      ) : null}
      <HeadedCard
        icon={<ShieldCheck className="size-7" aria-hidden="true" />}
        tile="bg-stone-900 text-white"
        title="Admin Portal"
        description="Sign in with your administrator account"
        footer={
          <Link to="/" className="font-semibold text-primary underline-offset-4 hover:underline">
            Back to PawPals
          </Link>
        }
        className="max-w-md shadow-stone-900/5"
      >
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <InputField label="Username" error={errors.username?.message} autoComplete="username" {...form.register('username')} />
          <InputField label="Password" error={errors.password?.message} type="password" autoComplete="current-password" {...form.register('password')} />
          <SubmitButton size="lg" className="mt-2 w-full" disabled={login.isSuccess} pending={login.isPending} pendingLabel="Signing in...">
            Sign In
          </SubmitButton>
        </form>
      </HeadedCard>
    </TintedPage>
  );
}
