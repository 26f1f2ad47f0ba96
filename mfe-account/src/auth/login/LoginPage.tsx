import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router-dom';
import { LogIn } from 'lucide-react';
import { LIMITS, loginSchema, type LoginInput } from '@pawpals/contracts';
import { errorMessageOf } from '@pawpals/api-client';
import { useReturnTo } from '@pawpals/session';
import { InputField, SubmitButton, toast } from '@pawpals/ui';
import { AuthCard } from '../components/AuthCard';
import { useLogin } from '../api/login';

/**
 * /login (docs/product.md#sign-up-and-sign-in); success goes back to `?returnTo=` when it is a page of this
 * site.
 */
export function LoginPage() {
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
        toast({ title: 'Welcome back!', description: "You've successfully signed in.", variant: 'success' });
        setTimeout(() => navigate(returnTo.destination), LIMITS.redirectAfterLoginMs);
      },
      onError: (error) => {
        toast({ title: 'Login failed', description: errorMessageOf(error, 'Invalid email/username or password'), variant: 'destructive' });
      },
    }),
  );

  const busy = login.isPending || login.isSuccess;
  return (
    <AuthCard
      title="Welcome back"
      description="Sign in to your PawPals account"
      icon={<LogIn className="size-7" aria-hidden="true" />}
      footer={{ question: "Don't have an account?", to: returnTo.carry('/signup'), label: 'Sign up' }}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <InputField label="Email or Username" error={errors.emailOrUsername?.message} autoComplete="username" {...form.register('emailOrUsername')} />
        <InputField label="Password" error={errors.password?.message} type="password" autoComplete="current-password" {...form.register('password')} />
        <Link to="/forgot-password" className="-mt-2 justify-self-end text-sm font-semibold text-primary underline-offset-4 hover:underline">
          Forgot password?
        </Link>
        <SubmitButton size="lg" className="mt-2 w-full" disabled={busy} pending={login.isPending} pendingLabel="Signing in...">
          Sign In
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
