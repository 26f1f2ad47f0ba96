import { Link } from 'react-router-dom';
import { BookOpen, Briefcase, LifeBuoy, Mail, MessagesSquare, ShieldCheck } from 'lucide-react';
import { Badge, Button, PageContainer } from '@pawpals/ui';
import { StaticHero } from './parts';
import { BulletList } from './parts/BulletList';
import { IconCard } from './parts/cards';

const QUICK_LINKS = ['Resetting your password', 'Editing your business profile', 'Posting a lost pet', 'Managing notifications'];

const GUIDELINES = [
  'Be kind and respectful to pet owners, businesses and volunteers.',
  'Share honest reviews based on your own experience.',
  'Only post real lost or found pets, with accurate details.',
  'Never share other people’s private information.',
  'No selling animals, spam or advertising in posts and reviews.',
];

/** /support: Support Center. */
export function SupportPage() {
  return (
    <>
      <StaticHero eyebrow="Support" title="Support Center" Icon={LifeBuoy}>
        <p>We&apos;re here to help. Our team replies within 24 hours on business days.</p>
      </StaticHero>
      <PageContainer className="pb-16">
        <div className="grid gap-6 md:grid-cols-3">
          <IconCard Icon={Mail} title="Email support" description="Write to us any time; we respond within 24 hours on business days.">
            <Button asChild variant="outline">
              <a href="mailto:support@pawpals.app">support@pawpals.app</a>
            </Button>
          </IconCard>
          <IconCard
            Icon={MessagesSquare}
            tone="bg-teal-100 text-teal-800"
            title={
              <>
                Community forums <Badge variant="soft">Coming soon</Badge>
              </>
            }
            titleClassName="flex items-center gap-2"
            description="A place to swap tips with other pet parents. We're building it now."
          >
            <Button variant="outline" disabled>
              Forums opening soon
            </Button>
          </IconCard>
          <IconCard Icon={BookOpen} tone="bg-sky-100 text-sky-800" title="Help center" description="Answers to the most common questions, organised by topic.">
            <Button asChild variant="outline">
              <Link to="/faqs">Browse FAQs</Link>
            </Button>
          </IconCard>
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
            <BulletList items={GUIDELINES} className="mt-4 space-y-2.5 text-sm text-foreground/85" dot="bg-secondary" />
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
