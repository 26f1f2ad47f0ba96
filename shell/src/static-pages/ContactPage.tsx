import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Clock, Mail, MapPin, MessageCircle, Send } from 'lucide-react';
import { defineMessages } from 'react-intl';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Input, Label, PageContainer, Textarea, toast, useIntl } from '@pawpals/ui';
import { StaticHero } from './parts';
import { IconCard } from './parts/cards';

const SUPPORT_EMAIL = 'support@pawpals.app';

const messages = defineMessages({
  eyebrow: { id: 'static.contact.eyebrow', defaultMessage: 'Contact' },
  title: { id: 'static.contact.title', defaultMessage: "We'd love to hear from you" },
  intro: { id: 'static.contact.intro', defaultMessage: 'Questions, ideas, a business to recommend or a pet success story — send us a note.' },
  formTitle: { id: 'static.contact.formTitle', defaultMessage: 'Send us a message' },
  formDescription: { id: 'static.contact.formDescription', defaultMessage: 'All fields are required.' },
  name: { id: 'static.contact.name', defaultMessage: 'Name' },
  email: { id: 'static.contact.email', defaultMessage: 'Email' },
  subject: { id: 'static.contact.subject', defaultMessage: 'Subject' },
  message: { id: 'static.contact.message', defaultMessage: 'Message' },
  send: { id: 'static.contact.send', defaultMessage: 'Send Message' },
  sentTitle: { id: 'static.contact.sentTitle', defaultMessage: 'Message Sent!' },
  sentDescription: { id: 'static.contact.sentDescription', defaultMessage: "Thank you for contacting us. We'll get back to you soon." },
  emailTitle: { id: 'static.contact.emailTitle', defaultMessage: 'Email us' },
  emailDescription: { id: 'static.contact.emailDescription', defaultMessage: 'Prefer your own inbox? Write to us directly.' },
  responseTitle: { id: 'static.contact.responseTitle', defaultMessage: 'Response time' },
  responseDescription: { id: 'static.contact.responseDescription', defaultMessage: 'We reply within 24 hours on business days, Monday to Friday.' },
  lostPetTitle: { id: 'static.contact.lostPetTitle', defaultMessage: 'Lost a pet right now?' },
  lostPetDescription: {
    id: 'static.contact.lostPetDescription',
    defaultMessage: "Don't wait for an email — post on Lost & Found so neighbours can help straight away.",
  },
  lostPetLink: { id: 'static.contact.lostPetLink', defaultMessage: 'Go to Lost & Found' },
});

/**
 * /contact: the form is local only (docs/product.md#information-pages) — a toast, then the fields clear. Its
 * fields are left to the browser (not React state): the page arrives prerendered, and what is typed before
 * React takes it over must not be reset by hydration.
 */
export function ContactPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    toast({ title: t(messages.sentTitle), description: t(messages.sentDescription) });
    event.currentTarget.reset();
  };
  return (
    <>
      <StaticHero eyebrow={t(messages.eyebrow)} title={t(messages.title)} Icon={MessageCircle}>
        <p>{t(messages.intro)}</p>
      </StaticHero>
      <PageContainer className="grid gap-8 pb-16 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>{t(messages.formTitle)}</CardTitle>
            <CardDescription>{t(messages.formDescription)}</CardDescription>
          </CardHeader>
          <CardContent>
            <form onSubmit={onSubmit} className="grid gap-5">
              <div className="grid gap-5 sm:grid-cols-2">
                <div className="grid gap-2">
                  <Label htmlFor="contact-name">{t(messages.name)}</Label>
                  <Input id="contact-name" name="name" required autoComplete="name" />
                </div>
                <div className="grid gap-2">
                  <Label htmlFor="contact-email">{t(messages.email)}</Label>
                  <Input id="contact-email" type="email" name="email" required autoComplete="email" />
                </div>
              </div>
              <div className="grid gap-2">
                <Label htmlFor="contact-subject">{t(messages.subject)}</Label>
                <Input id="contact-subject" name="subject" required />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="contact-message">{t(messages.message)}</Label>
                <Textarea id="contact-message" name="message" required rows={6} />
              </div>
              <Button type="submit" size="lg" className="w-full sm:w-fit">
                <Send aria-hidden="true" /> {t(messages.send)}
              </Button>
            </form>
          </CardContent>
        </Card>
        <div className="flex flex-col gap-5">
          <IconCard compact Icon={Mail} title={t(messages.emailTitle)} description={t(messages.emailDescription)}>
            <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-primary underline-offset-4 hover:underline">
              {SUPPORT_EMAIL}
            </a>
          </IconCard>
          <IconCard
            compact
            Icon={Clock}
            tone="bg-teal-100 text-teal-800"
            title={t(messages.responseTitle)}
            description={t(messages.responseDescription)}
          />
          <IconCard
            compact
            Icon={MapPin}
            tone="bg-sky-100 text-sky-800"
            title={t(messages.lostPetTitle)}
            description={t(messages.lostPetDescription)}
          >
            <Link to="/lost-found" className="font-semibold text-primary underline-offset-4 hover:underline">
              {t(messages.lostPetLink)}
            </Link>
          </IconCard>
        </div>
      </PageContainer>
    </>
  );
}
