import { Bell, HeartHandshake, PawPrint, Search, Star, UserPlus, Users } from 'lucide-react';
import { defineMessage, defineMessages } from 'react-intl';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, PageContainer, useIntl } from '@pawpals/ui';
import { StaticHero } from './parts';
import { IconTile, LinkButtons } from './parts/cards';

const messages = defineMessages({
  eyebrow: { id: 'static.howItWorks.eyebrow', defaultMessage: 'How it works' },
  title: { id: 'static.howItWorks.title', defaultMessage: 'Caring for your pet, made simple' },
  intro: {
    id: 'static.howItWorks.intro',
    defaultMessage: 'PawPals brings pet owners, local businesses and neighbours together in one friendly place. Here is how it all fits.',
  },
  accountTitle: { id: 'static.howItWorks.accountTitle', defaultMessage: 'Create your free account' },
  accountText: {
    id: 'static.howItWorks.accountText',
    defaultMessage: 'Sign up in under a minute as a pet owner or a business owner. Pet owners never pay a thing.',
  },
  findTitle: { id: 'static.howItWorks.findTitle', defaultMessage: 'Find pet services' },
  findText: {
    id: 'static.howItWorks.findText',
    defaultMessage: 'Search groomers, pet stores, parks and veterinarians by name, city or category, then filter by rating, price and distance.',
  },
  reviewsTitle: { id: 'static.howItWorks.reviewsTitle', defaultMessage: 'Read and write reviews' },
  reviewsText: {
    id: 'static.howItWorks.reviewsText',
    defaultMessage: 'See what other pet parents think, and share your own 1–5 star experiences to help the community choose well.',
  },
  lostFoundTitle: { id: 'static.howItWorks.lostFoundTitle', defaultMessage: 'Post lost and found pets' },
  lostFoundText: {
    id: 'static.howItWorks.lostFoundText',
    defaultMessage: 'Lost a pet or found one wandering? Post a photo, where they were last seen and how to reach you.',
  },
  alertsTitle: { id: 'static.howItWorks.alertsTitle', defaultMessage: 'Get helpful alerts' },
  alertsText: {
    id: 'static.howItWorks.alertsText',
    defaultMessage: 'Notifications let you know when a business replies, an appointment changes or a post needs your attention.',
  },
  communityTitle: { id: 'static.howItWorks.communityTitle', defaultMessage: 'Grow the community' },
  communityText: {
    id: 'static.howItWorks.communityText',
    defaultMessage: 'Businesses reply to inquiries and manage appointments, neighbours keep watch — together we look after every pet.',
  },
  businessTitle: { id: 'static.howItWorks.businessTitle', defaultMessage: 'Run a pet business?' },
  businessText: {
    id: 'static.howItWorks.businessText',
    defaultMessage: 'List it on PawPals, answer customer questions and take appointment requests — all from one dashboard.',
  },
  getStarted: { id: 'static.howItWorks.getStarted', defaultMessage: 'Get Started' },
  contactUs: { id: 'static.howItWorks.contactUs', defaultMessage: 'Contact Us' },
});

const stepNumber = defineMessage<{ number: number }>({ id: 'static.howItWorks.step', defaultMessage: 'Step {number}' });

const STEPS = [
  { title: messages.accountTitle, text: messages.accountText, Icon: UserPlus },
  { title: messages.findTitle, text: messages.findText, Icon: Search },
  { title: messages.reviewsTitle, text: messages.reviewsText, Icon: Star },
  { title: messages.lostFoundTitle, text: messages.lostFoundText, Icon: PawPrint },
  { title: messages.alertsTitle, text: messages.alertsText, Icon: Bell },
  { title: messages.communityTitle, text: messages.communityText, Icon: Users },
];

export function HowItWorksPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <>
      <StaticHero eyebrow={t(messages.eyebrow)} title={t(messages.title)} Icon={HeartHandshake}>
        <p>{t(messages.intro)}</p>
      </StaticHero>
      <PageContainer className="pb-16">
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {STEPS.map(({ title, text, Icon }, i) => (
            <li key={title.id}>
              <Card className="h-full">
                <CardHeader>
                  <div className="flex items-center justify-between">
                    <IconTile Icon={Icon} />
                    <span className="rounded-full bg-accent px-3 py-1 text-xs font-bold uppercase tracking-wider text-accent-foreground">
                      {t(stepNumber, { number: i + 1 })}
                    </span>
                  </div>
                  <CardTitle className="mt-2">{t(title)}</CardTitle>
                </CardHeader>
                <CardContent>
                  <CardDescription className="leading-relaxed">{t(text)}</CardDescription>
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>
        <div className="mt-14 flex flex-col items-center gap-4 rounded-3xl bg-sand px-6 py-10 text-center">
          <h2 className="font-display text-2xl font-bold">{t(messages.businessTitle)}</h2>
          <p className="max-w-xl text-muted-foreground">{t(messages.businessText)}</p>
          <LinkButtons
            className="flex flex-wrap justify-center gap-3"
            links={[
              { to: '/my-business', label: t(messages.getStarted) },
              { to: '/contact', label: t(messages.contactUs), variant: 'outline' },
            ]}
          />
        </div>
      </PageContainer>
    </>
  );
}
