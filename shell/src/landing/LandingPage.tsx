import { RemoteModule } from '../federation/RemoteModule';
import { Link } from 'react-router-dom';
import {
  ArrowRight,
  Bell,
  Bone,
  Cat,
  Dog,
  Heart,
  MapPin,
  PawPrint,
  ShieldCheck,
  Star,
  Users,
} from 'lucide-react';
import type { BusinessCategory } from '@pawpals/contracts';
import { Button, CATEGORY_VISUALS, Card, CardContent, CardDescription, CardHeader, CardTitle, LinkCard, PageContainer } from '@pawpals/ui';
import { HeroSearch } from './HeroSearch';

/** Category cards. No listing counts: fixed marketing numbers claimed what the data did not say. */
const CATEGORY_CARDS: { value: BusinessCategory; title: string; blurb: string }[] = [
  { value: 'groomer', title: 'Groomers', blurb: 'Baths, trims and spa days' },
  { value: 'pet_store', title: 'Pet Stores', blurb: 'Food, toys and supplies' },
  { value: 'park', title: 'Parks', blurb: 'Off-leash fun and trails' },
  { value: 'veterinarian', title: 'Veterinarians', blurb: 'Check-ups and care' },
];

const FEATURES = [
  { title: 'Trusted reviews', text: 'Honest 1–5 star ratings from local pet parents help you choose with confidence.', Icon: Star },
  { title: 'Lost & found alerts', text: 'Post a lost or found pet in minutes and let the whole neighbourhood keep watch.', Icon: Bell },
  { title: 'Right around the corner', text: 'Search by city or distance to find help close to home when it matters.', Icon: MapPin },
  { title: 'Safe and free', text: 'PawPals is free for pet owners. Businesses are reviewed before they go live.', Icon: ShieldCheck },
];

function HeroArt() {
  return (
    <div className="relative mx-auto aspect-square w-full max-w-md" aria-hidden="true">
      <div className="absolute inset-6 rounded-[3rem] bg-gradient-to-br from-orange-200 via-amber-100 to-teal-100 rotate-6" />
      <div className="absolute inset-6 flex items-center justify-center rounded-[3rem] bg-gradient-to-br from-orange-500 to-amber-500 shadow-2xl shadow-orange-900/20 -rotate-3">
        <Dog className="size-40 text-white drop-shadow-lg" strokeWidth={1.5} />
      </div>
      <div className="absolute -left-2 top-10 flex items-center gap-2 rounded-2xl bg-white px-4 py-3 shadow-xl">
        <span className="flex size-9 items-center justify-center rounded-xl bg-teal-100 text-teal-800">
          <Cat className="size-5" />
        </span>
        <span className="text-sm font-bold text-stone-800">Luna was found!</span>
      </div>
      <div className="absolute -right-2 bottom-16 flex items-center gap-2 rounded-2xl bg-white px-4 py-3 shadow-xl">
        <span className="flex gap-0.5 text-amber-500">
          {[0, 1, 2, 3, 4].map((i) => (
            <Star key={i} className="size-4 fill-current" />
          ))}
        </span>
        <span className="text-sm font-bold text-stone-800">Happy Tails Grooming</span>
      </div>
      <div className="absolute bottom-4 left-10 flex size-14 items-center justify-center rounded-2xl bg-white text-orange-600 shadow-xl">
        <Bone className="size-7" />
      </div>
      <div className="absolute right-8 top-2 flex size-12 items-center justify-center rounded-full bg-rose-500 text-white shadow-xl">
        <Heart className="size-6 fill-current" />
      </div>
    </div>
  );
}

/** Home for signed-out visitors (docs/product.md#landing-page). */
export function LandingPage() {
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-orange-50 via-background to-background">
        <div className="pointer-events-none absolute -right-24 -top-24 size-96 rounded-full bg-amber-200/40 blur-3xl" aria-hidden="true" />
        <div className="pointer-events-none absolute -left-32 top-40 size-80 rounded-full bg-teal-200/30 blur-3xl" aria-hidden="true" />
        <PageContainer className="relative grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,0.8fr)]">
          <div className="flex flex-col gap-6">
            <span className="inline-flex w-fit items-center gap-2 rounded-full bg-accent px-4 py-1.5 text-sm font-semibold text-accent-foreground">
              <PawPrint className="size-4" aria-hidden="true" /> Connecting Pet Families
            </span>
            <h1 className="font-display text-4xl font-extrabold leading-tight tracking-tight text-foreground sm:text-5xl xl:text-6xl">
              Everything your pet needs, <span className="text-primary">right in your neighbourhood</span>
            </h1>
            <p className="max-w-xl text-lg leading-relaxed text-muted-foreground">
              Find trusted groomers, pet stores, parks and veterinarians, read reviews from local pet parents, and help lost pets
              find their way home — free for pet owners.
            </p>
            <HeroSearch />
            <div className="flex flex-wrap gap-3">
              <Button asChild variant="secondary" size="lg">
                <Link to="/lost-found">
                  <PawPrint aria-hidden="true" /> Lost &amp; Found Pets
                </Link>
              </Button>
              <Button asChild variant="outline" size="lg">
                <Link to="/login">List Your Business</Link>
              </Button>
            </div>
          </div>
          <HeroArt />
        </PageContainer>
      </section>

      <section aria-labelledby="categories-title" className="py-16">
        <PageContainer>
          <div className="flex flex-col items-start justify-between gap-4 sm:flex-row sm:items-end">
            <div>
              <h2 id="categories-title" className="font-display text-3xl font-extrabold tracking-tight">
                Browse by category
              </h2>
              <p className="mt-2 text-muted-foreground">Pet-friendly places near you, reviewed by local pet parents.</p>
            </div>
            <Button asChild variant="ghost">
              <Link to="/services">
                Browse Services <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {CATEGORY_CARDS.map(({ value, title, blurb }) => {
              const { Icon, tile } = CATEGORY_VISUALS[value];
              return (
                <li key={value}>
                  <LinkCard
                    to={`/services?category=${value}`}
                    Icon={Icon}
                    tile={tile}
                    title={title}
                    text={blurb}
                    cta={`See ${title.toLowerCase()}`}
                    ctaTestId="category-cta"
                    className="gap-4 border shadow-sm hover:-translate-y-1"
                  />
                </li>
              );
            })}
          </ul>
        </PageContainer>
      </section>

      <section aria-labelledby="features-title" className="bg-sand py-16">
        <PageContainer>
          <h2 id="features-title" className="text-center font-display text-3xl font-extrabold tracking-tight">
            Why pet families love PawPals
          </h2>
          <p className="mx-auto mt-2 max-w-2xl text-center text-muted-foreground">
            One friendly place for finding care, sharing experiences and looking out for each other&apos;s pets.
          </p>
          <div className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map(({ title, text, Icon }) => (
              <Card key={title} className="gap-3">
                <CardHeader>
                  <span className="mb-2 flex size-12 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <CardTitle>{title}</CardTitle>
                </CardHeader>
                <CardContent>
                  <CardDescription className="leading-relaxed">{text}</CardDescription>
                </CardContent>
              </Card>
            ))}
          </div>
        </PageContainer>
      </section>

      <RemoteModule<Record<string, never>> remote="mfe_lostfound" module="HappyReunions" props={{}} loading={null} unavailable={() => null} />

      <section className="py-16">
        <PageContainer>
          <div className="relative overflow-hidden rounded-[2.5rem] bg-gradient-to-br from-orange-800 to-orange-700 px-6 py-14 text-center text-white shadow-xl sm:px-12">
            <Users className="mx-auto size-12 opacity-90" aria-hidden="true" />
            <h2 className="mt-4 font-display text-3xl font-extrabold tracking-tight sm:text-4xl">Join the pet families near you</h2>
            <p className="mx-auto mt-3 max-w-xl text-orange-50">
              Save your favourite places, write reviews and get alerts when a pet goes missing nearby.
            </p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <Button asChild size="lg" className="bg-white text-orange-800 hover:bg-orange-50">
                <Link to="/join">Sign Up Free</Link>
              </Button>
              <Button asChild size="lg" variant="outline" className="border-white/70 bg-transparent text-white hover:bg-white/10 hover:text-white">
                <Link to="/services">Browse Services</Link>
              </Button>
            </div>
          </div>
        </PageContainer>
      </section>
    </>
  );
}
