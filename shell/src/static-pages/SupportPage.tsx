import { Link } from 'react-router-dom';
import { BookOpen, Briefcase, LifeBuoy, Mail, MessagesSquare, ShieldCheck } from 'lucide-react';
import { defineMessages } from 'react-intl';
import { Badge, Button, PageContainer, useIntl } from '@pawpals/ui';
import { StaticHero } from './parts';
import { BulletList } from './parts/BulletList';
import { IconCard } from './parts/cards';

const SUPPORT_EMAIL = 'support@pawpals.app';
const BUSINESS_EMAIL = 'business@pawpals.app';

const messages = defineMessages({
  eyebrow: { id: 'static.support.eyebrow', defaultMessage: 'Support' },
  title: { id: 'static.support.title', defaultMessage: 'Support Center' },
  intro: { id: 'static.support.intro', defaultMessage: "We're here to help. Our team replies within 24 hours on business days." },
  emailTitle: { id: 'static.support.emailTitle', defaultMessage: 'Email support' },
  emailDescription: {
    id: 'static.support.emailDescription',
    defaultMessage: 'Write to us any time; we respond within 24 hours on business days.',
  },
  forumsTitle: { id: 'static.support.forumsTitle', defaultMessage: 'Community forums' },
  comingSoon: { id: 'static.support.comingSoon', defaultMessage: 'Coming soon' },
  forumsDescription: {
    id: 'static.support.forumsDescription',
    defaultMessage: "A place to swap tips with other pet parents. We're building it now.",
  },
  forumsButton: { id: 'static.support.forumsButton', defaultMessage: 'Forums opening soon' },
  helpTitle: { id: 'static.support.helpTitle', defaultMessage: 'Help center' },
  helpDescription: { id: 'static.support.helpDescription', defaultMessage: 'Answers to the most common questions, organised by topic.' },
  browseFaqs: { id: 'static.support.browseFaqs', defaultMessage: 'Browse FAQs' },
  topicsTitle: { id: 'static.support.topicsTitle', defaultMessage: 'Popular help topics' },
  topicsText: { id: 'static.support.topicsText', defaultMessage: 'Step-by-step guides are on their way.' },
  soon: { id: 'static.support.soon', defaultMessage: 'Soon' },
  topicPassword: { id: 'static.support.topicPassword', defaultMessage: 'Resetting your password' },
  topicBusiness: { id: 'static.support.topicBusiness', defaultMessage: 'Editing your business profile' },
  topicLostPet: { id: 'static.support.topicLostPet', defaultMessage: 'Posting a lost pet' },
  topicNotifications: { id: 'static.support.topicNotifications', defaultMessage: 'Managing notifications' },
  guidelinesTitle: { id: 'static.support.guidelinesTitle', defaultMessage: 'Community guidelines' },
  guidelineKind: { id: 'static.support.guidelineKind', defaultMessage: 'Be kind and respectful to pet owners, businesses and volunteers.' },
  guidelineHonest: { id: 'static.support.guidelineHonest', defaultMessage: 'Share honest reviews based on your own experience.' },
  guidelineReal: { id: 'static.support.guidelineReal', defaultMessage: 'Only post real lost or found pets, with accurate details.' },
  guidelinePrivate: { id: 'static.support.guidelinePrivate', defaultMessage: 'Never share other people’s private information.' },
  guidelineNoSelling: {
    id: 'static.support.guidelineNoSelling',
    defaultMessage: 'No selling animals, spam or advertising in posts and reviews.',
  },
  businessTitle: { id: 'static.support.businessTitle', defaultMessage: 'Business support' },
  businessText: {
    id: 'static.support.businessText',
    defaultMessage:
      'Help with your listing, premium features, inquiries or appointment requests. Listings are reviewed and published within 24-48 hours.',
  },
});

const QUICK_LINKS = [messages.topicPassword, messages.topicBusiness, messages.topicLostPet, messages.topicNotifications];

const GUIDELINES = [messages.guidelineKind, messages.guidelineHonest, messages.guidelineReal, messages.guidelinePrivate, messages.guidelineNoSelling];

/** /support: Support Center. */
export function SupportPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <>
      <StaticHero eyebrow={t(messages.eyebrow)} title={t(messages.title)} Icon={LifeBuoy}>
        <p>{t(messages.intro)}</p>
      </StaticHero>
      <PageContainer className="pb-16">
        <div className="grid gap-6 md:grid-cols-3">
          <IconCard Icon={Mail} title={t(messages.emailTitle)} description={t(messages.emailDescription)}>
            <Button asChild variant="outline">
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </Button>
          </IconCard>
          <IconCard
            Icon={MessagesSquare}
            tone="bg-teal-100 text-teal-800"
            title={
              <>
                {t(messages.forumsTitle)} <Badge variant="soft">{t(messages.comingSoon)}</Badge>
              </>
            }
            titleClassName="flex items-center gap-2"
            description={t(messages.forumsDescription)}
          >
            <Button variant="outline" disabled>
              {t(messages.forumsButton)}
            </Button>
          </IconCard>
          <IconCard Icon={BookOpen} tone="bg-sky-100 text-sky-800" title={t(messages.helpTitle)} description={t(messages.helpDescription)}>
            <Button asChild variant="outline">
              <Link to="/faqs">{t(messages.browseFaqs)}</Link>
            </Button>
          </IconCard>
        </div>

        <div className="mt-10 grid gap-6 lg:grid-cols-3">
          <section aria-labelledby="quick-links-title" className="rounded-3xl border border-border bg-card p-6 shadow-sm">
            <h2 id="quick-links-title" className="font-display text-xl font-bold">
              {t(messages.topicsTitle)}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{t(messages.topicsText)}</p>
            <ul className="mt-4 space-y-2">
              {QUICK_LINKS.map((topic) => (
                <li key={topic.id} className="flex items-center justify-between gap-2 rounded-xl bg-muted px-4 py-2.5 text-sm font-medium">
                  {t(topic)}
                  <Badge variant="outline">{t(messages.soon)}</Badge>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="guidelines-title" className="rounded-3xl border border-border bg-card p-6 shadow-sm">
            <h2 id="guidelines-title" className="flex items-center gap-2 font-display text-xl font-bold">
              <ShieldCheck className="size-5 text-secondary" aria-hidden="true" /> {t(messages.guidelinesTitle)}
            </h2>
            <BulletList items={GUIDELINES.map((line) => t(line))} className="mt-4 space-y-2.5 text-sm text-foreground/85" dot="bg-secondary" />
          </section>
          <section aria-labelledby="business-support-title" className="rounded-3xl bg-stone-900 p-6 text-stone-100 shadow-sm">
            <h2 id="business-support-title" className="flex items-center gap-2 font-display text-xl font-bold text-white">
              <Briefcase className="size-5" aria-hidden="true" /> {t(messages.businessTitle)}
            </h2>
            <p className="mt-2 text-sm text-stone-300">{t(messages.businessText)}</p>
            <a href={`mailto:${BUSINESS_EMAIL}`} className="mt-4 inline-block font-semibold text-amber-300 underline-offset-4 hover:underline">
              {BUSINESS_EMAIL}
            </a>
          </section>
        </div>
      </PageContainer>
    </>
  );
}
