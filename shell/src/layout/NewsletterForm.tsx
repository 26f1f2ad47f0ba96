import type { FormEvent } from 'react';
import { Send } from 'lucide-react';
import { Button, Input, toast } from '@pawpals/ui';

/**
 * Newsletter box: browser email check, a thank-you toast, no call. The field is the browser's
 * (not React state), so an address typed on a prerendered page before hydration is kept.
 */
export function NewsletterForm() {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    toast({ title: 'Thank you for subscribing!', description: "You'll receive updates about lost pets in your area." });
    event.currentTarget.reset();
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row" aria-label="Newsletter">
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <Input
        id="newsletter-email"
        type="email"
        required
        name="email"
        placeholder="you@example.com"
        className="bg-white/95 text-stone-900"
      />
      <Button type="submit" className="shrink-0 bg-amber-400 text-stone-900 hover:bg-amber-300">
        <Send aria-hidden="true" />
        Subscribe
      </Button>
    </form>
  );
}
