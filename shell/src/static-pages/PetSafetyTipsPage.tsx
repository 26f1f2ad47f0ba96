import { Car, Cookie, House, Phone, ShieldCheck, Snowflake, Sun, Syringe } from 'lucide-react';
import { PageContainer } from '@pawpals/ui';
import { StaticHero } from './parts';
import { BulletList } from './parts/BulletList';
import { IconCard } from './parts/cards';

const TIP_CATEGORIES = [
  {
    title: 'Toxic foods to avoid',
    Icon: Cookie,
    tips: ['Chocolate, coffee and caffeine', 'Grapes, raisins and currants', 'Onions, garlic and chives', 'Xylitol (in sugar-free gum and some peanut butters)'],
  },
  {
    title: 'Hot weather safety',
    Icon: Sun,
    tips: ['Never leave pets in a parked car, even for a minute', 'Walk early or late; test pavement with the back of your hand', 'Always carry fresh water and offer shade', 'Know the signs of heatstroke: heavy panting, drooling, weakness'],
  },
  {
    title: 'Cold weather safety',
    Icon: Snowflake,
    tips: ['Keep walks short when it is freezing', 'Wipe paws after walks to remove salt and de-icers', 'Keep antifreeze locked away — it is sweet and deadly', 'Give outdoor pets a dry, draught-free shelter'],
  },
  {
    title: 'Pet-proofing your home',
    Icon: House,
    tips: ['Store medicines and cleaning products out of reach', 'Check houseplants — lilies are fatal to cats', 'Tidy away cords, string and small toys', 'Secure bins and close toilet lids'],
  },
  {
    title: 'Travel and ID',
    Icon: Car,
    tips: ['Use a crash-tested crate or harness in the car', 'Microchip your pet and keep the details current', 'Put a tag with your phone number on the collar', 'Keep a recent photo handy in case they go missing'],
  },
  {
    title: 'Health and prevention',
    Icon: Syringe,
    tips: ['Keep vaccinations up to date', 'Use flea, tick and worm prevention all year', 'Book a check-up at least once a year', 'Spay or neuter to reduce roaming and health risks'],
  },
];

const POISON_LINES = [
  { name: 'ASPCA Animal Poison Control Center', number: '(888) 426-4435', tel: '+18884264435' },
  { name: 'Pet Poison Helpline', number: '(855) 764-7661', tel: '+18557647661' },
];

export function PetSafetyTipsPage() {
  return (
    <>
      <StaticHero eyebrow="Pet safety" title="Pet Safety Tips" Icon={ShieldCheck}>
        <p>Simple habits that keep pets healthy, happy and safe all year round.</p>
      </StaticHero>
      <PageContainer className="pb-16">
        <section aria-labelledby="poison-title" className="mb-10 rounded-3xl border-2 border-red-200 bg-red-50 p-6 sm:p-8">
          <h2 id="poison-title" className="flex items-center gap-2 font-display text-2xl font-bold text-red-900">
            <Phone className="size-6" aria-hidden="true" /> Emergency poison control
          </h2>
          <p className="mt-2 text-red-900">If you think your pet has eaten something toxic, call your vet or one of these lines right away. Fees may apply.</p>
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
            <IconCard key={title} Icon={Icon} title={title}>
              <BulletList items={tips} className="space-y-2 text-sm text-foreground/85" dot="bg-primary" />
            </IconCard>
          ))}
        </div>
      </PageContainer>
    </>
  );
}
