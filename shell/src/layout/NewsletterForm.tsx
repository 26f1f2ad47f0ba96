import { useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { Button, Input, toast } from '@pawpals/ui';

/** Newsletter box (SPEC §2.2): browser email check, a thank-you toast, no call. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    toast({ title: 'Thank you for subscribing!', description: "You'll receive updates about lost pets in your area." });
    setEmail('');
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
        placeholder="you@example.com"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        className="bg-white/95 text-stone-900"
      />
      <Button type="submit" className="shrink-0 bg-amber-400 text-stone-900 hover:bg-amber-300">
        <Send aria-hidden="true" />
        Subscribe
      </Button>
    </form>
  );
}
