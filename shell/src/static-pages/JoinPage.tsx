import { Link } from 'react-router-dom';
import { Bell, Heart, MessageCircle, PawPrint, Star, UserPlus } from 'lucide-react';
import { Button, PageContainer } from '@pawpals/ui';
import { StaticHero } from './parts';
import { IconCard, LinkButtons, SectionTitle } from './parts/cards';

const BENEFITS = [
  { title: 'Save favourites', text: 'Keep your go-to groomer, vet and dog park one tap away.', Icon: Heart },
  { title: 'Write reviews', text: 'Share 1–5 star experiences and help other pet parents choose.', Icon: Star },
  { title: 'Message businesses', text: 'Ask questions and request vet appointments without phone tag.', Icon: MessageCircle },
  { title: 'Lost & found alerts', text: 'Post a missing or found pet and get notified when things change.', Icon: Bell },
];

const STEPS = [
  { title: 'Create your account', text: 'Choose pet owner or business owner and fill in a few details.' },
  { title: 'Tell us what you need', text: 'Search services near you or post a lost or found pet.' },
  { title: 'Connect with your community', text: 'Review, message and look out for pets in your neighbourhood.' },
];

/** /join: the join-community landing. */
export function JoinPage() {
  return (
    <>
      <StaticHero eyebrow="Join the community" title="Become a PawPals member — it's free" Icon={UserPlus}>
        <p>Thousands of pet families use PawPals to find great care and keep each other&apos;s pets safe.</p>
        <LinkButtons
          className="mt-6 flex flex-wrap justify-center gap-3"
          links={[
            { to: '/signup', label: 'Create Free Account' },
            { to: '/login', label: 'I already have an account', variant: 'outline' },
          ]}
        />
      </StaticHero>
      <PageContainer className="pb-16">
        <section aria-labelledby="benefits-title">
          <SectionTitle id="benefits-title">Member benefits</SectionTitle>
          <div className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {BENEFITS.map((benefit) => (
              <IconCard key={benefit.title} {...benefit} />
            ))}
          </div>
        </section>
        <section aria-labelledby="steps-title" className="mt-16 rounded-[2.5rem] bg-sand px-6 py-12 sm:px-12">
          <SectionTitle id="steps-title">Get started in 3 steps</SectionTitle>
          <ol className="mt-10 grid gap-8 md:grid-cols-3">
            {STEPS.map((step, i) => (
              <li key={step.title} className="flex flex-col items-center gap-3 text-center">
                <span className="flex size-14 items-center justify-center rounded-full bg-primary font-display text-2xl font-extrabold text-primary-foreground shadow-md">
                  {i + 1}
                </span>
                <h3 className="text-lg font-bold">{step.title}</h3>
                <p className="max-w-xs text-muted-foreground">{step.text}</p>
              </li>
            ))}
          </ol>
          <div className="mt-10 flex justify-center">
            <Button asChild size="lg">
              <Link to="/signup">
                <PawPrint aria-hidden="true" /> Join PawPals
              </Link>
            </Button>
          </div>
        </section>
      </PageContainer>
    </>
  );
}
