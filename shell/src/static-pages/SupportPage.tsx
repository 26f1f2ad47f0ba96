import { Link } from 'react-router-dom';
import { BookOpen, Briefcase, LifeBuoy, Mail, MessagesSquare, ShieldCheck } from 'lucide-react';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, PageContainer } from '@pawpals/ui';
import { StaticHero } from './parts';

const QUICK_LINKS = ['Resetting your password', 'Editing your business profile', 'Posting a lost pet', 'Managing notifications'];

const GUIDELINES = [
  'Be kind and respectful to pet owners, businesses and volunteers.',
  'Share honest reviews based on your own experience.',
  'Only post real lost or found pets, with accurate details.',
  'Never share other people’s private information.',
  'No selling animals, spam or advertising in posts and reviews.',
];

/** /support: Support Center (SPEC §2.11). */
export function SupportPage() {
  return (
    <>
      <StaticHero eyebrow="Support" title="Support Center" icon={<LifeBuoy className="size-8" aria-hidden="true" />}>
        <p>We&apos;re here to help. Our team replies within 24 hours on business days.</p>
      </StaticHero>
      <PageContainer className="pb-16">
        <div className="grid gap-6 md:grid-cols-3">
          <Card>
            <CardHeader>
              <span className="mb-2 flex size-12 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
                <Mail className="size-6" aria-hidden="true" />
              </span>
              <CardTitle>Email support</CardTitle>
              <CardDescription>Write to us any time; we respond within 24 hours on business days.</CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild variant="outline">
                <a href="mailto:support@pawpals.app">support@pawpals.app</a>
              </Button>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <span className="mb-2 flex size-12 items-center justify-center rounded-2xl bg-teal-100 text-teal-800">
                <MessagesSquare className="size-6" aria-hidden="true" />
              </span>
              <CardTitle className="flex items-center gap-2">
                Community forums <Badge variant="soft">Coming soon</Badge>
              </CardTitle>
              <CardDescription>A place to swap tips with other pet parents. We&apos;re building it now.</CardDescription>
            </CardHeader>
            <CardContent>
              <Button variant="outline" disabled>
                Forums opening soon
              </Button>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <span className="mb-2 flex size-12 items-center justify-center rounded-2xl bg-sky-100 text-sky-800">
                <BookOpen className="size-6" aria-hidden="true" />
              </span>
              <CardTitle>Help center</CardTitle>
              <CardDescription>Answers to the most common questions, organised by topic.</CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild variant="outline">
                <Link to="/faqs">Browse FAQs</Link>
              </Button>
            </CardContent>
          </Card>
        </div>

        <div className="mt-10 grid gap-6 lg:grid-cols-3">
          <section aria-labelledby="quick-links-title" className="rounded-3xl border border-border bg-card p-6 shadow-sm">
            <h2 id="quick-links-title" className="font-display text-xl font-bold">
              Popular help topics
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">Step-by-step guides are on their way.</p>
            <ul className="mt-4 space-y-2">
              {QUICK_LINKS.map((topic) => (
                <li key={topic} className="flex items-center justify-between gap-2 rounded-xl bg-muted px-4 py-2.5 text-sm font-medium">
                  {topic}
                  <Badge variant="outline">Soon</Badge>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="guidelines-title" className="rounded-3xl border border-border bg-card p-6 shadow-sm">
            <h2 id="guidelines-title" className="flex items-center gap-2 font-display text-xl font-bold">
              <ShieldCheck className="size-5 text-secondary" aria-hidden="true" /> Community guidelines
            </h2>
            <ul className="mt-4 space-y-2.5 text-sm text-foreground/85">
              {GUIDELINES.map((g) => (
                <li key={g} className="flex gap-2">
                  <span className="mt-1.5 size-1.5 shrink-0 rounded-full bg-secondary" aria-hidden="true" />
                  {g}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="business-support-title" className="rounded-3xl bg-stone-900 p-6 text-stone-100 shadow-sm">
            <h2 id="business-support-title" className="flex items-center gap-2 font-display text-xl font-bold text-white">
              <Briefcase className="size-5" aria-hidden="true" /> Business support
            </h2>
            <p className="mt-2 text-sm text-stone-300">
              Help with your listing, premium features, inquiries or appointment requests. Listings are reviewed and published within
              24-48 hours.
            </p>
            <a href="mailto:business@pawpals.app" className="mt-4 inline-block font-semibold text-amber-300 underline-offset-4 hover:underline">
              business@pawpals.app
            </a>
          </section>
        </div>
      </PageContainer>
    </>
  );
}
