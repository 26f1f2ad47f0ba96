import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { Briefcase, UserPlus } from 'lucide-react';
import { LIMITS, signupSchema, type AccountType, type SignupData, type SignupInput } from '@pawpals/contracts';
import { errorMessageOf } from '@pawpals/api-client';
import { useReturnTo } from '@pawpals/session';
import { InputField, SubmitButton, toast } from '@pawpals/ui';
import { AuthCard } from '../components/AuthCard';
import { useSignup } from '../api/signup';
import { fieldErrorsOf } from '../api/field-errors';

const VARIANTS: Record<AccountType, { title: string; description: string; successText: string; redirectTo: string }> = {
  pet_owner: {
    title: 'Create an account',
    description: 'Join PawPals to save favourites, write reviews and help lost pets get home.',
    successText: 'Welcome to PawPals',
    redirectTo: '/services',
  },
  business_owner: {
    title: 'Create Business Account',
    description: 'Sign up to list your pet service business',
    successText: 'Set up your business profile next.',
    redirectTo: '/my-business',
  },
};

const FIELDS: { name: keyof SignupInput & string; label: string; type: string; autoComplete: string; half?: boolean }[] = [
  { name: 'firstName', label: 'First Name', type: 'text', autoComplete: 'given-name', half: true },
  { name: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'family-name', half: true },
  { name: 'username', label: 'Username', type: 'text', autoComplete: 'username' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm Password', type: 'password', autoComplete: 'new-password' },
];

/**
 * /signup/user and /signup/business (docs/product.md#sign-up-and-sign-in); success goes back to `?returnTo=`
 * when it is a page of this site.
 */
export function SignupFormPage({ accountType }: { accountType: AccountType }) {
  const variant = VARIANTS[accountType];
  const returnTo = useReturnTo(variant.redirectTo);
  const navigate = useNavigate();
  const signup = useSignup();
  const form = useForm<SignupInput, unknown, SignupData>({
    resolver: zodResolver(signupSchema),
    defaultValues: { firstName: '', lastName: '', username: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((data) =>
    signup.mutate(
      { ...data, accountType },
      {
        onSuccess: () => {
          toast({ title: 'Account created!', description: variant.successText, variant: 'success' });
          setTimeout(() => navigate(returnTo.destination), LIMITS.redirectAfterLoginMs);
        },
        onError: (error) => {
          for (const { field, message } of fieldErrorsOf(error)) {
            if (FIELDS.some((f) => f.name === field)) form.setError(field as keyof SignupInput, { message });
          }
          toast({ title: 'Signup failed', description: errorMessageOf(error, 'Please try again'), variant: 'destructive' });
        },
      },
    ),
  );

  const busy = signup.isPending || signup.isSuccess;
  return (
    <AuthCard
      title={variant.title}
      description={variant.description}
      icon={accountType === 'business_owner' ? <Briefcase className="size-7" aria-hidden="true" /> : <UserPlus className="size-7" aria-hidden="true" />}
      footer={{ question: 'Already have an account?', to: returnTo.carry('/login'), label: 'Log in' }}
    >
      <form onSubmit={onSubmit} noValidate className="grid grid-cols-2 gap-4">
        {FIELDS.map((field) => (
          <InputField
            key={field.name}
            label={field.label}
            error={errors[field.name]?.message}
            className={field.half ? 'col-span-2 sm:col-span-1' : 'col-span-2'}
            type={field.type}
            autoComplete={field.autoComplete}
            {...form.register(field.name)}
          />
        ))}
        <SubmitButton size="lg" className="col-span-2 mt-2 w-full" disabled={busy} pending={signup.isPending} pendingLabel="Creating account...">
          Create Account
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
