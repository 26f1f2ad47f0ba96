import { Link } from 'react-router-dom';
import { Bell, Heart, MessageCircle, PawPrint, Star, UserPlus } from 'lucide-react';
import { defineMessages } from 'react-intl';
import { Button, PageContainer, useIntl } from '@pawpals/ui';
import { StaticHero } from './parts';
import { IconCard, LinkButtons, SectionTitle } from './parts/cards';

const messages = defineMessages({
  eyebrow: { id: 'static.join.eyebrow', defaultMessage: 'Join the community' },
  title: { id: 'static.join.title', defaultMessage: "Become a PawPals member — it's free" },
  intro: {
    id: 'static.join.intro',
    defaultMessage: "Thousands of pet families use PawPals to find great care and keep each other's pets safe.",
  },
  createAccount: { id: 'static.join.createAccount', defaultMessage: 'Create Free Account' },
  haveAccount: { id: 'static.join.haveAccount', defaultMessage: 'I already have an account' },
  benefitsTitle: { id: 'static.join.benefitsTitle', defaultMessage: 'Member benefits' },
  favouritesTitle: { id: 'static.join.favouritesTitle', defaultMessage: 'Save favourites' },
  favouritesText: { id: 'static.join.favouritesText', defaultMessage: 'Keep your go-to groomer, vet and dog park one tap away.' },
  reviewsTitle: { id: 'static.join.reviewsTitle', defaultMessage: 'Write reviews' },
  reviewsText: { id: 'static.join.reviewsText', defaultMessage: 'Share 1–5 star experiences and help other pet parents choose.' },
  messagesTitle: { id: 'static.join.messagesTitle', defaultMessage: 'Message businesses' },
  messagesText: { id: 'static.join.messagesText', defaultMessage: 'Ask questions and request vet appointments without phone tag.' },
  alertsTitle: { id: 'static.join.alertsTitle', defaultMessage: 'Lost & found alerts' },
  alertsText: { id: 'static.join.alertsText', defaultMessage: 'Post a missing or found pet and get notified when things change.' },
  stepsTitle: { id: 'static.join.stepsTitle', defaultMessage: 'Get started in 3 steps' },
  step1Title: { id: 'static.join.step1Title', defaultMessage: 'Create your account' },
  step1Text: { id: 'static.join.step1Text', defaultMessage: 'Choose pet owner or business owner and fill in a few details.' },
  step2Title: { id: 'static.join.step2Title', defaultMessage: 'Tell us what you need' },
  step2Text: { id: 'static.join.step2Text', defaultMessage: 'Search services near you or post a lost or found pet.' },
  step3Title: { id: 'static.join.step3Title', defaultMessage: 'Connect with your community' },
  step3Text: { id: 'static.join.step3Text', defaultMessage: 'Review, message and look out for pets in your neighbourhood.' },
  joinButton: { id: 'static.join.joinButton', defaultMessage: 'Join PawPals' },
});

const BENEFITS = [
  { title: messages.favouritesTitle, text: messages.favouritesText, Icon: Heart },
  { title: messages.reviewsTitle, text: messages.reviewsText, Icon: Star },
  { title: messages.messagesTitle, text: messages.messagesText, Icon: MessageCircle },
  { title: messages.alertsTitle, text: messages.alertsText, Icon: Bell },
];

const STEPS = [
  { title: messages.step1Title, text: messages.step1Text },
  { title: messages.step2Title, text: messages.step2Text },
  { title: messages.step3Title, text: messages.step3Text },
];

/** /join: the join-community landing. */
export function JoinPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <>
      <StaticHero eyebrow={t(messages.eyebrow)} title={t(messages.title)} Icon={UserPlus}>
        <p>{t(messages.intro)}</p>
        <LinkButtons
          className="mt-6 flex flex-wrap justify-center gap-3"
          links={[
            { to: '/signup', label: t(messages.createAccount) },
            { to: '/login', label: t(messages.haveAccount), variant: 'outline' },
          ]}
        />
      </StaticHero>
      <PageContainer className="pb-16">
        <section aria-labelledby="benefits-title">
          <SectionTitle id="benefits-title">{t(messages.benefitsTitle)}</SectionTitle>
          <div className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {BENEFITS.map(({ title, text, Icon }) => (
              <IconCard key={title.id} Icon={Icon} title={t(title)} text={t(text)} />
            ))}
          </div>
        </section>
        <section aria-labelledby="steps-title" className="mt-16 rounded-[2.5rem] bg-sand px-6 py-12 sm:px-12">
          <SectionTitle id="steps-title">{t(messages.stepsTitle)}</SectionTitle>
          <ol className="mt-10 grid gap-8 md:grid-cols-3">
            {STEPS.map((step, i) => (
              <li key={step.title.id} className="flex flex-col items-center gap-3 text-center">
                <span className="flex size-14 items-center justify-center rounded-full bg-primary font-display text-2xl font-extrabold text-primary-foreground shadow-md">
                  {intl.formatNumber(i + 1)}
                </span>
                <h3 className="text-lg font-bold">{t(step.title)}</h3>
                <p className="max-w-xs text-muted-foreground">{t(step.text)}</p>
              </li>
            ))}
          </ol>
          <div className="mt-10 flex justify-center">
            <Button asChild size="lg">
              <Link to="/signup">
                <PawPrint aria-hidden="true" /> {t(messages.joinButton)}
              </Link>
            </Button>
          </div>
        </section>
      </PageContainer>
    </>
  );
}
