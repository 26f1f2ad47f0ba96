import { Bell, HeartHandshake, PawPrint, Search, Star, UserPlus, Users } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, PageContainer } from '@pawpals/ui';
import { StaticHero } from './parts';
import { IconTile, LinkButtons } from './parts/cards';

const STEPS = [
  { title: 'Create your free account', text: 'Sign up in under a minute as a pet owner or a business owner. Pet owners never pay a thing.', Icon: UserPlus },
  { title: 'Find pet services', text: 'Search groomers, pet stores, parks and veterinarians by name, city or category, then filter by rating, price and distance.', Icon: Search },
  { title: 'Read and write reviews', text: 'See what other pet parents think, and share your own 1–5 star experiences to help the community choose well.', Icon: Star },
  { title: 'Post lost and found pets', text: 'Lost a pet or found one wandering? Post a photo, where they were last seen and how to reach you.', Icon: PawPrint },
  { title: 'Get helpful alerts', text: 'Notifications let you know when a business replies, an appointment changes or a post needs your attention.', Icon: Bell },
  { title: 'Grow the community', text: 'Businesses reply to inquiries and manage appointments, neighbours keep watch — together we look after every pet.', Icon: Users },
];

export function HowItWorksPage() {
  return (
    <>
      <StaticHero eyebrow="How it works" title="Caring for your pet, made simple" Icon={HeartHandshake}>
        <p>PawPals brings pet owners, local businesses and neighbours together in one friendly place. Here is how it all fits.</p>
      </StaticHero>
      <PageContainer className="pb-16">
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {STEPS.map(({ title, text, Icon }, i) => (
            <li key={title}>
              <Card className="h-full">
                <CardHeader>
                  <div className="flex items-center justify-between">
                    <IconTile Icon={Icon} />
                    <span className="rounded-full bg-accent px-3 py-1 text-xs font-bold uppercase tracking-wider text-accent-foreground">
                      Step {i + 1}
                    </span>
                  </div>
                  <CardTitle className="mt-2">{title}</CardTitle>
                </CardHeader>
                <CardContent>
                  <CardDescription className="leading-relaxed">{text}</CardDescription>
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>
        <div className="mt-14 flex flex-col items-center gap-4 rounded-3xl bg-sand px-6 py-10 text-center">
          <h2 className="font-display text-2xl font-bold">Run a pet business?</h2>
          <p className="max-w-xl text-muted-foreground">List it on PawPals, answer customer questions and take appointment requests — all from one dashboard.</p>
          <LinkButtons
            className="flex flex-wrap justify-center gap-3"
            links={[
              { to: '/my-business', label: 'Get Started' },
              { to: '/contact', label: 'Contact Us', variant: 'outline' },
            ]}
          />
        </div>
      </PageContainer>
    </>
  );
}
