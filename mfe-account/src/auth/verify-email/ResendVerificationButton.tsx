import { errorMessageOf } from '@pawpals/api-client';
import { Button, toast, type ButtonProps } from '@pawpals/ui';
import { useResendVerificationEmail } from '../api/resend-verification-email';

/** "Send a new link": mails a fresh verification link and says where it went. */
export function ResendVerificationButton({ className, variant = 'default' }: { className?: string; variant?: ButtonProps['variant'] }) {
  const resend = useResendVerificationEmail();
  return (
    <Button
      type="button"
      variant={variant}
      className={className}
      disabled={resend.isPending}
      onClick={() =>
        resend.mutate(undefined, {
          onSuccess: (answer) => toast({ title: 'Check your inbox', description: answer.message, variant: 'success' }),
          onError: (error) => toast({ title: 'Email not sent', description: errorMessageOf(error, 'Please try again later.'), variant: 'destructive' }),
        })
      }
    >
      {resend.isPending ? 'Sending...' : 'Send a new link'}
    </Button>
  );
}
