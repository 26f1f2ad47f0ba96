import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { Briefcase, UserPlus } from 'lucide-react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { LIMITS, signupSchema, type AccountType, type SignupData, type SignupInput } from '@pawpals/contracts';
import { errorMessageOf } from '@pawpals/api-client';
import { useReturnTo } from '@pawpals/session';
import { InputField, SubmitButton, toast, useIntl } from '@pawpals/ui';
import { AuthCard } from '../components/AuthCard';
import { useSignup } from '../api/signup';
import { fieldErrorsOf } from '../api/field-errors';
import { common } from '../../shared/messages';

const messages = defineMessages({
  petOwnerTitle: { id: 'account.signup.petOwnerFormTitle', defaultMessage: 'Create an account' },
  petOwnerDescription: {
    id: 'account.signup.petOwnerFormDescription',
    defaultMessage: 'Join PawPals to save favourites, write reviews and help lost pets get home.',
  },
  petOwnerSuccess: { id: 'account.signup.petOwnerSuccess', defaultMessage: 'Welcome to PawPals' },
  businessOwnerTitle: { id: 'account.signup.businessOwnerFormTitle', defaultMessage: 'Create Business Account' },
  businessOwnerDescription: { id: 'account.signup.businessOwnerFormDescription', defaultMessage: 'Sign up to list your pet service business' },
  businessOwnerSuccess: { id: 'account.signup.businessOwnerSuccess', defaultMessage: 'Set up your business profile next.' },
  username: { id: 'account.signup.username', defaultMessage: 'Username' },
  confirmPassword: { id: 'account.signup.confirmPassword', defaultMessage: 'Confirm Password' },
  created: { id: 'account.signup.created', defaultMessage: 'Account created!' },
  failed: { id: 'account.signup.failed', defaultMessage: 'Signup failed' },
  creating: { id: 'account.signup.creating', defaultMessage: 'Creating account...' },
  submit: { id: 'account.signup.submit', defaultMessage: 'Create Account' },
});

const VARIANTS: Record<
  AccountType,
  { title: MessageDescriptor; description: MessageDescriptor; successText: MessageDescriptor; redirectTo: string }
> = {
  pet_owner: {
    title: messages.petOwnerTitle,
    description: messages.petOwnerDescription,
    successText: messages.petOwnerSuccess,
    redirectTo: '/services',
  },
  business_owner: {
    title: messages.businessOwnerTitle,
    description: messages.businessOwnerDescription,
    successText: messages.businessOwnerSuccess,
    redirectTo: '/my-business',
  },
};

const FIELDS: { name: keyof SignupInput & string; label: MessageDescriptor; type: string; autoComplete: string; half?: boolean }[] = [
  { name: 'firstName', label: common.firstName, type: 'text', autoComplete: 'given-name', half: true },
  { name: 'lastName', label: common.lastName, type: 'text', autoComplete: 'family-name', half: true },
  { name: 'username', label: messages.username, type: 'text', autoComplete: 'username' },
  { name: 'email', label: common.email, type: 'email', autoComplete: 'email' },
  { name: 'password', label: common.password, type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: messages.confirmPassword, type: 'password', autoComplete: 'new-password' },
];

/**
 * /signup/user and /signup/business (docs/product.md#sign-up-and-sign-in); success goes back to `?returnTo=`
 * when it is a page of this site.
 */
export function SignupFormPage({ accountType }: { accountType: AccountType }) {
  const intl = useIntl();
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
          toast({ title: intl.formatMessage(messages.created), description: intl.formatMessage(variant.successText), variant: 'success' });
          setTimeout(() => navigate(returnTo.destination), LIMITS.redirectAfterLoginMs);
        },
        onError: (error) => {
          for (const { field, message } of fieldErrorsOf(error)) {
            if (FIELDS.some((f) => f.name === field)) form.setError(field as keyof SignupInput, { message });
          }
          toast({
            title: intl.formatMessage(messages.failed),
            description: errorMessageOf(error, intl.formatMessage(common.tryAgainNoStop)),
            variant: 'destructive',
          });
        },
      },
    ),
  );

  const busy = signup.isPending || signup.isSuccess;
  return (
    <AuthCard
      title={intl.formatMessage(variant.title)}
      description={intl.formatMessage(variant.description)}
      icon={accountType === 'business_owner' ? <Briefcase className="size-7" aria-hidden="true" /> : <UserPlus className="size-7" aria-hidden="true" />}
      footer={{ question: intl.formatMessage(common.alreadyHaveAccount), to: returnTo.carry('/login'), label: intl.formatMessage(common.logIn) }}
    >
      <form onSubmit={onSubmit} noValidate className="grid grid-cols-2 gap-4">
        {FIELDS.map((field) => (
          <InputField
            key={field.name}
            label={intl.formatMessage(field.label)}
            error={errors[field.name]?.message}
            className={field.half ? 'col-span-2 sm:col-span-1' : 'col-span-2'}
            type={field.type}
            autoComplete={field.autoComplete}
            {...form.register(field.name)}
          />
        ))}
        <SubmitButton size="lg" className="col-span-2 mt-2 w-full" disabled={busy} pending={signup.isPending} pendingLabel={intl.formatMessage(messages.creating)}>
          {intl.formatMessage(messages.submit)}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
