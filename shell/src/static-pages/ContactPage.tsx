import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Clock, Mail, MapPin, MessageCircle, Send } from 'lucide-react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Input, Label, PageContainer, Textarea, toast } from '@pawpals/ui';
import { StaticHero } from './parts';
import { IconCard } from './parts/cards';

/**
 * /contact: the form is local only (docs/product.md#information-pages) — a toast, then the fields clear. Its
 * fields are left to the browser (not React state): the page arrives prerendered, and what is typed before
 * React takes it over must not be reset by hydration.
 */
export function ContactPage() {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    toast({ title: 'Message Sent!', description: "Thank you for contacting us. We'll get back to you soon." });
    event.currentTarget.reset();
  };
  return (
    <>
      <StaticHero eyebrow="Contact" title="We'd love to hear from you" Icon={MessageCircle}>
        <p>Questions, ideas, a business to recommend or a pet success story — send us a note.</p>
      </StaticHero>
      <PageContainer className="grid gap-8 pb-16 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Send us a message</CardTitle>
            <CardDescription>All fields are required.</CardDescription>
          </CardHeader>
          <CardContent>
            <form onSubmit={onSubmit} className="grid gap-5">
              <div className="grid gap-5 sm:grid-cols-2">
                <div className="grid gap-2">
                  <Label htmlFor="contact-name">Name</Label>
                  <Input id="contact-name" name="name" required autoComplete="name" />
                </div>
                <div className="grid gap-2">
                  <Label htmlFor="contact-email">Email</Label>
                  <Input id="contact-email" type="email" name="email" required autoComplete="email" />
                </div>
              </div>
              <div className="grid gap-2">
                <Label htmlFor="contact-subject">Subject</Label>
                <Input id="contact-subject" name="subject" required />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="contact-message">Message</Label>
                <Textarea id="contact-message" name="message" required rows={6} />
              </div>
              <Button type="submit" size="lg" className="w-full sm:w-fit">
                <Send aria-hidden="true" /> Send Message
              </Button>
            </form>
          </CardContent>
        </Card>
        <div className="flex flex-col gap-5">
          <IconCard compact Icon={Mail} title="Email us" description="Prefer your own inbox? Write to us directly.">
            <a href="mailto:support@pawpals.app" className="font-semibold text-primary underline-offset-4 hover:underline">
              support@pawpals.app
            </a>
          </IconCard>
          <IconCard
            compact
            Icon={Clock}
            tone="bg-teal-100 text-teal-800"
            title="Response time"
            description="We reply within 24 hours on business days, Monday to Friday."
          />
          <IconCard
            compact
            Icon={MapPin}
            tone="bg-sky-100 text-sky-800"
            title="Lost a pet right now?"
            description="Don't wait for an email — post on Lost & Found so neighbours can help straight away."
          >
            <Link to="/lost-found" className="font-semibold text-primary underline-offset-4 hover:underline">
              Go to Lost &amp; Found
            </Link>
          </IconCard>
        </div>
      </PageContainer>
    </>
  );
}
