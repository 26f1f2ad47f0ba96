import type { FormEvent } from 'react';
import { Send } from 'lucide-react';
import { defineMessages } from 'react-intl';
import { Button, Input, toast, useIntl } from '@pawpals/ui';

const messages = defineMessages({
  thanks: { id: 'shell.newsletter.thanks', defaultMessage: 'Thank you for subscribing!' },
  thanksDescription: { id: 'shell.newsletter.thanksDescription', defaultMessage: "You'll receive updates about lost pets in your area." },
  form: { id: 'shell.newsletter.form', defaultMessage: 'Newsletter' },
  email: { id: 'shell.newsletter.email', defaultMessage: 'Email address' },
  placeholder: { id: 'shell.newsletter.placeholder', defaultMessage: 'you@example.com' },
  subscribe: { id: 'shell.newsletter.subscribe', defaultMessage: 'Subscribe' },
});

/**
 * Newsletter box: browser email check, a thank-you toast, no call. The field is the browser's
 * (not React state), so an address typed on a prerendered page before hydration is kept.
 */
export function NewsletterForm() {
  const intl = useIntl();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    toast({ title: intl.formatMessage(messages.thanks), description: intl.formatMessage(messages.thanksDescription) });
    event.currentTarget.reset();
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row" aria-label={intl.formatMessage(messages.form)}>
      <label htmlFor="newsletter-email" className="sr-only">
        {intl.formatMessage(messages.email)}
      </label>
      <Input
        id="newsletter-email"
        type="email"
        required
        name="email"
        placeholder={intl.formatMessage(messages.placeholder)}
        className="bg-white/95 text-stone-900"
      />
      <Button type="submit" className="shrink-0 bg-amber-400 text-stone-900 hover:bg-amber-300">
        <Send aria-hidden="true" />
        {intl.formatMessage(messages.subscribe)}
      </Button>
    </form>
  );
}
