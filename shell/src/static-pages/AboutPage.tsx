import { Heart, HeartHandshake, PawPrint, ShieldCheck, Users } from 'lucide-react';
import { PageContainer } from '@pawpals/ui';
import { StaticHero } from './parts';
import { IconCard, LinkButtons, SectionTitle } from './parts/cards';

const VALUES = [
  { title: 'Pets come first', text: 'Every feature starts with one question: does this make life better for a pet and the family who loves them?', Icon: Heart },
  { title: 'Community over competition', text: 'Neighbours, rescuers and local businesses working together find lost pets faster and raise the bar for care.', Icon: Users },
  { title: 'Trust and transparency', text: 'Honest reviews, reviewed business listings and clear privacy rules, so you always know who you are dealing with.', Icon: ShieldCheck },
  { title: 'Free for pet owners', text: 'Finding care and helping a lost pet should never cost a thing. Pet owners use PawPals free, forever.', Icon: HeartHandshake },
];

export function AboutPage() {
  return (
    <>
      <StaticHero eyebrow="About us" title="We help pet families find each other" Icon={PawPrint}>
        <p>PawPals is a community pet services directory with a lost-and-found board at its heart.</p>
      </StaticHero>
      <PageContainer className="pb-16">
        <section aria-labelledby="story-title" className="mx-auto grid max-w-5xl items-start gap-10 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <h2 id="story-title" className="font-display text-3xl font-extrabold tracking-tight">
              Our story
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-foreground/90">
              <p>
                PawPals began the way many good ideas do — with a missing dog. When Biscuit slipped out of a garden gate, his family
                spent days ringing vets, taping posters to lamp posts and scrolling through a dozen different groups, hoping someone
                had seen him.
              </p>
              <p>
                Biscuit came home thanks to a groomer two streets away who recognised him. That moment made one thing obvious: the
                people who care for pets every day — groomers, store owners, vets, park regulars — are the best safety net a pet can
                have. They just needed one place to connect.
              </p>
              <p>
                Today PawPals helps families find trusted local services, share honest reviews and rally the neighbourhood the moment
                a pet goes missing. We are still small, still local at heart, and still every bit as soppy about pets.
              </p>
            </div>
          </div>
          <div className="flex flex-col gap-3 rounded-3xl bg-sand p-8 lg:col-span-2">
            <p className="font-display text-5xl font-extrabold text-primary">550+</p>
            <p className="text-muted-foreground">pet-friendly places listed across groomers, stores, parks and vets</p>
            <p className="mt-4 font-display text-5xl font-extrabold text-secondary">Free</p>
            <p className="text-muted-foreground">for every pet owner, with no hidden extras</p>
          </div>
        </section>

        <section aria-labelledby="values-title" className="mt-16">
          <SectionTitle id="values-title">What we value</SectionTitle>
          <div className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map((value) => (
              <IconCard key={value.title} {...value} />
            ))}
          </div>
        </section>

        <LinkButtons
          className="mt-14 flex flex-wrap justify-center gap-3"
          links={[
            { to: '/services', label: 'Find Services' },
            { to: '/my-business', label: 'List Your Business', variant: 'outline' },
          ]}
        />
      </PageContainer>
    </>
  );
}
