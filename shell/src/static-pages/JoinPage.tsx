import { Link } from 'react-router-dom';
import { Bell, Heart, MessageCircle, PawPrint, Star, UserPlus } from 'lucide-react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, PageContainer } from '@pawpals/ui';
import { StaticHero } from './parts';

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

/** /join: the join-community landing (SPEC §2.11). */
export function JoinPage() {
  return (
    <>
      <StaticHero eyebrow="Join the community" title="Become a PawPals member — it's free" icon={<UserPlus className="size-8" aria-hidden="true" />}>
        <p>Thousands of pet families use PawPals to find great care and keep each other&apos;s pets safe.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/signup">Create Free Account</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/login">I already have an account</Link>
          </Button>
        </div>
      </StaticHero>
      <PageContainer className="pb-16">
        <section aria-labelledby="benefits-title">
          <h2 id="benefits-title" className="text-center font-display text-3xl font-extrabold tracking-tight">
            Member benefits
          </h2>
          <div className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {BENEFITS.map(({ title, text, Icon }) => (
              <Card key={title}>
                <CardHeader>
                  <span className="mb-2 flex size-12 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <CardTitle>{title}</CardTitle>
                </CardHeader>
                <CardContent>
                  <CardDescription className="leading-relaxed">{text}</CardDescription>
                </CardContent>
              </Card>
            ))}
          </div>
        </section>
        <section aria-labelledby="steps-title" className="mt-16 rounded-[2.5rem] bg-sand px-6 py-12 sm:px-12">
          <h2 id="steps-title" className="text-center font-display text-3xl font-extrabold tracking-tight">
            Get started in 3 steps
          </h2>
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
