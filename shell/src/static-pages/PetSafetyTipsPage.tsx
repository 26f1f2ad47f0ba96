import { Car, Cookie, House, Phone, ShieldCheck, Snowflake, Sun, Syringe } from 'lucide-react';
import { defineMessages } from 'react-intl';
import { PageContainer, useIntl } from '@pawpals/ui';
import { StaticHero } from './parts';
import { BulletList } from './parts/BulletList';
import { IconCard } from './parts/cards';

const messages = defineMessages({
  eyebrow: { id: 'static.petSafety.eyebrow', defaultMessage: 'Pet safety' },
  title: { id: 'static.petSafety.title', defaultMessage: 'Pet Safety Tips' },
  intro: { id: 'static.petSafety.intro', defaultMessage: 'Simple habits that keep pets healthy, happy and safe all year round.' },
  poisonTitle: { id: 'static.petSafety.poisonTitle', defaultMessage: 'Emergency poison control' },
  poisonText: {
    id: 'static.petSafety.poisonText',
    defaultMessage: 'If you think your pet has eaten something toxic, call your vet or one of these lines right away. Fees may apply.',
  },
  toxicTitle: { id: 'static.petSafety.toxicTitle', defaultMessage: 'Toxic foods to avoid' },
  toxic1: { id: 'static.petSafety.toxic1', defaultMessage: 'Chocolate, coffee and caffeine' },
  toxic2: { id: 'static.petSafety.toxic2', defaultMessage: 'Grapes, raisins and currants' },
  toxic3: { id: 'static.petSafety.toxic3', defaultMessage: 'Onions, garlic and chives' },
  toxic4: { id: 'static.petSafety.toxic4', defaultMessage: 'Xylitol (in sugar-free gum and some peanut butters)' },
  hotTitle: { id: 'static.petSafety.hotTitle', defaultMessage: 'Hot weather safety' },
  hot1: { id: 'static.petSafety.hot1', defaultMessage: 'Never leave pets in a parked car, even for a minute' },
  hot2: { id: 'static.petSafety.hot2', defaultMessage: 'Walk early or late; test pavement with the back of your hand' },
  hot3: { id: 'static.petSafety.hot3', defaultMessage: 'Always carry fresh water and offer shade' },
  hot4: { id: 'static.petSafety.hot4', defaultMessage: 'Know the signs of heatstroke: heavy panting, drooling, weakness' },
  coldTitle: { id: 'static.petSafety.coldTitle', defaultMessage: 'Cold weather safety' },
  cold1: { id: 'static.petSafety.cold1', defaultMessage: 'Keep walks short when it is freezing' },
  cold2: { id: 'static.petSafety.cold2', defaultMessage: 'Wipe paws after walks to remove salt and de-icers' },
  cold3: { id: 'static.petSafety.cold3', defaultMessage: 'Keep antifreeze locked away — it is sweet and deadly' },
  cold4: { id: 'static.petSafety.cold4', defaultMessage: 'Give outdoor pets a dry, draught-free shelter' },
  homeTitle: { id: 'static.petSafety.homeTitle', defaultMessage: 'Pet-proofing your home' },
  home1: { id: 'static.petSafety.home1', defaultMessage: 'Store medicines and cleaning products out of reach' },
  home2: { id: 'static.petSafety.home2', defaultMessage: 'Check houseplants — lilies are fatal to cats' },
  home3: { id: 'static.petSafety.home3', defaultMessage: 'Tidy away cords, string and small toys' },
  home4: { id: 'static.petSafety.home4', defaultMessage: 'Secure bins and close toilet lids' },
  travelTitle: { id: 'static.petSafety.travelTitle', defaultMessage: 'Travel and ID' },
  travel1: { id: 'static.petSafety.travel1', defaultMessage: 'Use a crash-tested crate or harness in the car' },
  travel2: { id: 'static.petSafety.travel2', defaultMessage: 'Microchip your pet and keep the details current' },
  travel3: { id: 'static.petSafety.travel3', defaultMessage: 'Put a tag with your phone number on the collar' },
  travel4: { id: 'static.petSafety.travel4', defaultMessage: 'Keep a recent photo handy in case they go missing' },
  healthTitle: { id: 'static.petSafety.healthTitle', defaultMessage: 'Health and prevention' },
  health1: { id: 'static.petSafety.health1', defaultMessage: 'Keep vaccinations up to date' },
  health2: { id: 'static.petSafety.health2', defaultMessage: 'Use flea, tick and worm prevention all year' },
  health3: { id: 'static.petSafety.health3', defaultMessage: 'Book a check-up at least once a year' },
  health4: { id: 'static.petSafety.health4', defaultMessage: 'Spay or neuter to reduce roaming and health risks' },
});

const TIP_CATEGORIES = [
  { title: messages.toxicTitle, Icon: Cookie, tips: [messages.toxic1, messages.toxic2, messages.toxic3, messages.toxic4] },
  { title: messages.hotTitle, Icon: Sun, tips: [messages.hot1, messages.hot2, messages.hot3, messages.hot4] },
  { title: messages.coldTitle, Icon: Snowflake, tips: [messages.cold1, messages.cold2, messages.cold3, messages.cold4] },
  { title: messages.homeTitle, Icon: House, tips: [messages.home1, messages.home2, messages.home3, messages.home4] },
  { title: messages.travelTitle, Icon: Car, tips: [messages.travel1, messages.travel2, messages.travel3, messages.travel4] },
  { title: messages.healthTitle, Icon: Syringe, tips: [messages.health1, messages.health2, messages.health3, messages.health4] },
];

// The helplines' own names (proper names, as they answer the phone), not translated.
const POISON_LINES = [
  { name: 'ASPCA Animal Poison Control Center', number: '(888) 426-4435', tel: '+18884264435' },
  { name: 'Pet Poison Helpline', number: '(855) 764-7661', tel: '+18557647661' },
];

export function PetSafetyTipsPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <>
      <StaticHero eyebrow={t(messages.eyebrow)} title={t(messages.title)} Icon={ShieldCheck}>
        <p>{t(messages.intro)}</p>
      </StaticHero>
      <PageContainer className="pb-16">
        <section aria-labelledby="poison-title" className="mb-10 rounded-3xl border-2 border-red-200 bg-red-50 p-6 sm:p-8">
          <h2 id="poison-title" className="flex items-center gap-2 font-display text-2xl font-bold text-red-900">
            <Phone className="size-6" aria-hidden="true" /> {t(messages.poisonTitle)}
          </h2>
          <p className="mt-2 text-red-900">{t(messages.poisonText)}</p>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2">
            {POISON_LINES.map((line) => (
              <li key={line.tel} className="rounded-2xl bg-white p-5 shadow-sm">
                <p className="font-semibold text-stone-800">{line.name}</p>
                <a href={`tel:${line.tel}`} className="mt-1 block font-display text-2xl font-extrabold text-red-800 hover:underline">
                  {line.number}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {TIP_CATEGORIES.map(({ title, Icon, tips }) => (
            <IconCard key={title.id} Icon={Icon} title={t(title)}>
              <BulletList items={tips.map((tip) => t(tip))} className="space-y-2 text-sm text-foreground/85" dot="bg-primary" />
            </IconCard>
          ))}
        </div>
      </PageContainer>
    </>
  );
}
