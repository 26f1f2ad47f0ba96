import { Heart, HeartHandshake, PawPrint, ShieldCheck, Users } from 'lucide-react';
import { defineMessages } from 'react-intl';
import { PageContainer, useIntl } from '@pawpals/ui';
import { StaticHero } from './parts';
import { IconCard, LinkButtons, SectionTitle } from './parts/cards';

const messages = defineMessages({
  eyebrow: { id: 'static.about.eyebrow', defaultMessage: 'About us' },
  title: { id: 'static.about.title', defaultMessage: 'We help pet families find each other' },
  intro: { id: 'static.about.intro', defaultMessage: 'PawPals is a community pet services directory with a lost-and-found board at its heart.' },
  storyTitle: { id: 'static.about.storyTitle', defaultMessage: 'Our story' },
  story1: {
    id: 'static.about.story1',
    defaultMessage:
      'PawPals began the way many good ideas do — with a missing dog. When Biscuit slipped out of a garden gate, his family spent days ringing vets, taping posters to lamp posts and scrolling through a dozen different groups, hoping someone had seen him.',
  },
  story2: {
    id: 'static.about.story2',
    defaultMessage:
      'Biscuit came home thanks to a groomer two streets away who recognised him. That moment made one thing obvious: the people who care for pets every day — groomers, store owners, vets, park regulars — are the best safety net a pet can have. They just needed one place to connect.',
  },
  story3: {
    id: 'static.about.story3',
    defaultMessage:
      'Today PawPals helps families find trusted local services, share honest reviews and rally the neighbourhood the moment a pet goes missing. We are still small, still local at heart, and still every bit as soppy about pets.',
  },
  placesCount: { id: 'static.about.placesCount', defaultMessage: '550+' },
  placesText: { id: 'static.about.placesText', defaultMessage: 'pet-friendly places listed across groomers, stores, parks and vets' },
  free: { id: 'static.about.free', defaultMessage: 'Free' },
  freeText: { id: 'static.about.freeText', defaultMessage: 'for every pet owner, with no hidden extras' },
  valuesTitle: { id: 'static.about.valuesTitle', defaultMessage: 'What we value' },
  petsFirstTitle: { id: 'static.about.petsFirstTitle', defaultMessage: 'Pets come first' },
  petsFirstText: {
    id: 'static.about.petsFirstText',
    defaultMessage: 'Every feature starts with one question: does this make life better for a pet and the family who loves them?',
  },
  communityTitle: { id: 'static.about.communityTitle', defaultMessage: 'Community over competition' },
  communityText: {
    id: 'static.about.communityText',
    defaultMessage: 'Neighbours, rescuers and local businesses working together find lost pets faster and raise the bar for care.',
  },
  trustTitle: { id: 'static.about.trustTitle', defaultMessage: 'Trust and transparency' },
  trustText: {
    id: 'static.about.trustText',
    defaultMessage: 'Honest reviews, reviewed business listings and clear privacy rules, so you always know who you are dealing with.',
  },
  freeForOwnersTitle: { id: 'static.about.freeForOwnersTitle', defaultMessage: 'Free for pet owners' },
  freeForOwnersText: {
    id: 'static.about.freeForOwnersText',
    defaultMessage: 'Finding care and helping a lost pet should never cost a thing. Pet owners use PawPals free, forever.',
  },
  findServices: { id: 'static.about.findServices', defaultMessage: 'Find Services' },
  listBusiness: { id: 'static.about.listBusiness', defaultMessage: 'List Your Business' },
});

const VALUES = [
  { title: messages.petsFirstTitle, text: messages.petsFirstText, Icon: Heart },
  { title: messages.communityTitle, text: messages.communityText, Icon: Users },
  { title: messages.trustTitle, text: messages.trustText, Icon: ShieldCheck },
  { title: messages.freeForOwnersTitle, text: messages.freeForOwnersText, Icon: HeartHandshake },
];

export function AboutPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <>
      <StaticHero eyebrow={t(messages.eyebrow)} title={t(messages.title)} Icon={PawPrint}>
        <p>{t(messages.intro)}</p>
      </StaticHero>
      <PageContainer className="pb-16">
        <section aria-labelledby="story-title" className="mx-auto grid max-w-5xl items-start gap-10 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <h2 id="story-title" className="font-display text-3xl font-extrabold tracking-tight">
              {t(messages.storyTitle)}
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-foreground/90">
              <p>{t(messages.story1)}</p>
              <p>{t(messages.story2)}</p>
              <p>{t(messages.story3)}</p>
            </div>
          </div>
          <div className="flex flex-col gap-3 rounded-3xl bg-sand p-8 lg:col-span-2">
            <p className="font-display text-5xl font-extrabold text-primary">{t(messages.placesCount)}</p>
            <p className="text-muted-foreground">{t(messages.placesText)}</p>
            <p className="mt-4 font-display text-5xl font-extrabold text-secondary">{t(messages.free)}</p>
            <p className="text-muted-foreground">{t(messages.freeText)}</p>
          </div>
        </section>

        <section aria-labelledby="values-title" className="mt-16">
          <SectionTitle id="values-title">{t(messages.valuesTitle)}</SectionTitle>
          <div className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ title, text, Icon }) => (
              <IconCard key={title.id} Icon={Icon} title={t(title)} text={t(text)} />
            ))}
          </div>
        </section>

        <LinkButtons
          className="mt-14 flex flex-wrap justify-center gap-3"
          links={[
            { to: '/services', label: t(messages.findServices) },
            { to: '/my-business', label: t(messages.listBusiness), variant: 'outline' },
          ]}
        />
      </PageContainer>
    </>
  );
}
