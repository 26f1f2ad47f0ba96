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
import { defineMessage, defineMessages, type MessageDescriptor, type MessageTag } from 'react-intl';
import type { BusinessCategory } from '@pawpals/contracts';
import { Button, CATEGORY_VISUALS, Card, CardContent, CardDescription, CardHeader, CardTitle, LinkCard, PageContainer, useIntl } from '@pawpals/ui';
import { HeroSearch } from './HeroSearch';

const m = defineMessages({
  groomers: { id: 'shell.landing.groomers', defaultMessage: 'Groomers' },
  groomersBlurb: { id: 'shell.landing.groomersBlurb', defaultMessage: 'Baths, trims and spa days' },
  groomersCta: { id: 'shell.landing.groomersCta', defaultMessage: 'See groomers' },
  petStores: { id: 'shell.landing.petStores', defaultMessage: 'Pet Stores' },
  petStoresBlurb: { id: 'shell.landing.petStoresBlurb', defaultMessage: 'Food, toys and supplies' },
  petStoresCta: { id: 'shell.landing.petStoresCta', defaultMessage: 'See pet stores' },
  parks: { id: 'shell.landing.parks', defaultMessage: 'Parks' },
  parksBlurb: { id: 'shell.landing.parksBlurb', defaultMessage: 'Off-leash fun and trails' },
  parksCta: { id: 'shell.landing.parksCta', defaultMessage: 'See parks' },
  vets: { id: 'shell.landing.vets', defaultMessage: 'Veterinarians' },
  vetsBlurb: { id: 'shell.landing.vetsBlurb', defaultMessage: 'Check-ups and care' },
  vetsCta: { id: 'shell.landing.vetsCta', defaultMessage: 'See veterinarians' },
  reviews: { id: 'shell.landing.reviews', defaultMessage: 'Trusted reviews' },
  reviewsText: { id: 'shell.landing.reviewsText', defaultMessage: 'Honest 1–5 star ratings from local pet parents help you choose with confidence.' },
  alerts: { id: 'shell.landing.alerts', defaultMessage: 'Lost & found alerts' },
  alertsText: { id: 'shell.landing.alertsText', defaultMessage: 'Post a lost or found pet in minutes and let the whole neighbourhood keep watch.' },
  nearby: { id: 'shell.landing.nearby', defaultMessage: 'Right around the corner' },
  nearbyText: { id: 'shell.landing.nearbyText', defaultMessage: 'Search by city or distance to find help close to home when it matters.' },
  safe: { id: 'shell.landing.safe', defaultMessage: 'Safe and free' },
  safeText: { id: 'shell.landing.safeText', defaultMessage: 'PawPals is free for pet owners. Businesses are reviewed before they go live.' },
  artFound: { id: 'shell.landing.artFound', defaultMessage: 'Luna was found!' },
  tagline: { id: 'shell.landing.tagline', defaultMessage: 'Connecting Pet Families' },
  lead: {
    id: 'shell.landing.lead',
    defaultMessage:
      'Find trusted groomers, pet stores, parks and veterinarians, read reviews from local pet parents, and help lost pets find their way home — free for pet owners.',
  },
  lostFound: { id: 'shell.landing.lostFound', defaultMessage: 'Lost & Found Pets' },
  listBusiness: { id: 'shell.landing.listBusiness', defaultMessage: 'List Your Business' },
  browseByCategory: { id: 'shell.landing.browseByCategory', defaultMessage: 'Browse by category' },
  browseByCategoryText: { id: 'shell.landing.browseByCategoryText', defaultMessage: 'Pet-friendly places near you, reviewed by local pet parents.' },
  browseServices: { id: 'shell.landing.browseServices', defaultMessage: 'Browse Services' },
  whyLove: { id: 'shell.landing.whyLove', defaultMessage: 'Why pet families love PawPals' },
  whyLoveText: { id: 'shell.landing.whyLoveText', defaultMessage: "One friendly place for finding care, sharing experiences and looking out for each other's pets." },
  join: { id: 'shell.landing.join', defaultMessage: 'Join the pet families near you' },
  joinText: { id: 'shell.landing.joinText', defaultMessage: 'Save your favourite places, write reviews and get alerts when a pet goes missing nearby.' },
  signUpFree: { id: 'shell.landing.signUpFree', defaultMessage: 'Sign Up Free' },
});
const heading = defineMessage<{ highlight: MessageTag }>({
  id: 'shell.landing.heading',
  defaultMessage: 'Everything your pet needs, <highlight>right in your neighbourhood</highlight>',
});

/** Category cards. No listing counts: fixed marketing numbers claimed what the data did not say. */
const CATEGORY_CARDS: { value: BusinessCategory; title: MessageDescriptor; blurb: MessageDescriptor; cta: MessageDescriptor }[] = [
  { value: 'groomer', title: m.groomers, blurb: m.groomersBlurb, cta: m.groomersCta },
  { value: 'pet_store', title: m.petStores, blurb: m.petStoresBlurb, cta: m.petStoresCta },
  { value: 'park', title: m.parks, blurb: m.parksBlurb, cta: m.parksCta },
  { value: 'veterinarian', title: m.vets, blurb: m.vetsBlurb, cta: m.vetsCta },
];

const FEATURES = [
  { title: m.reviews, text: m.reviewsText, Icon: Star },
  { title: m.alerts, text: m.alertsText, Icon: Bell },
  { title: m.nearby, text: m.nearbyText, Icon: MapPin },
  { title: m.safe, text: m.safeText, Icon: ShieldCheck },
];

/** A fictional listing in the hero picture, a name rather than words. */
const SAMPLE_BUSINESS = 'Happy Tails Grooming';

function HeroArt() {
  const intl = useIntl();
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
        <span className="text-sm font-bold text-stone-800">{intl.formatMessage(m.artFound)}</span>
      </div>
      <div className="absolute -right-2 bottom-16 flex items-center gap-2 rounded-2xl bg-white px-4 py-3 shadow-xl">
        <span className="flex gap-0.5 text-amber-500">
          {[0, 1, 2, 3, 4].map((i) => (
            <Star key={i} className="size-4 fill-current" />
          ))}
        </span>
        <span className="text-sm font-bold text-stone-800">{SAMPLE_BUSINESS}</span>
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
  const intl = useIntl();
  const t = (message: MessageDescriptor) => intl.formatMessage(message);
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-orange-50 via-background to-background">
        <div className="pointer-events-none absolute -right-24 -top-24 size-96 rounded-full bg-amber-200/40 blur-3xl" aria-hidden="true" />
        <div className="pointer-events-none absolute -left-32 top-40 size-80 rounded-full bg-teal-200/30 blur-3xl" aria-hidden="true" />
        <PageContainer className="relative grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,0.8fr)]">
          <div className="flex flex-col gap-6">
            <span className="inline-flex w-fit items-center gap-2 rounded-full bg-accent px-4 py-1.5 text-sm font-semibold text-accent-foreground">
              <PawPrint className="size-4" aria-hidden="true" /> {t(m.tagline)}
            </span>
            <h1 className="font-display text-4xl font-extrabold leading-tight tracking-tight text-foreground sm:text-5xl xl:text-6xl">
              {intl.formatMessage(heading, {
                highlight: (chunks) => (
                  <span key="highlight" className="text-primary">
                    {chunks}
                  </span>
                ),
              })}
            </h1>
            <p className="max-w-xl text-lg leading-relaxed text-muted-foreground">{t(m.lead)}</p>
            <HeroSearch />
            <div className="flex flex-wrap gap-3">
              <Button asChild variant="secondary" size="lg">
                <Link to="/lost-found">
                  <PawPrint aria-hidden="true" /> {t(m.lostFound)}
                </Link>
              </Button>
              <Button asChild variant="outline" size="lg">
                <Link to="/login">{t(m.listBusiness)}</Link>
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
                {t(m.browseByCategory)}
              </h2>
              <p className="mt-2 text-muted-foreground">{t(m.browseByCategoryText)}</p>
            </div>
            <Button asChild variant="ghost">
              <Link to="/services">
                {t(m.browseServices)} <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {CATEGORY_CARDS.map(({ value, title, blurb, cta }) => {
              const { Icon, tile } = CATEGORY_VISUALS[value];
              return (
                <li key={value}>
                  <LinkCard
                    to={`/services?category=${value}`}
                    Icon={Icon}
                    tile={tile}
                    title={t(title)}
                    text={t(blurb)}
                    cta={t(cta)}
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
            {t(m.whyLove)}
          </h2>
          <p className="mx-auto mt-2 max-w-2xl text-center text-muted-foreground">{t(m.whyLoveText)}</p>
          <div className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map(({ title, text, Icon }) => (
              <Card key={title.id} className="gap-3">
                <CardHeader>
                  <span className="mb-2 flex size-12 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <CardTitle>{t(title)}</CardTitle>
                </CardHeader>
                <CardContent>
                  <CardDescription className="leading-relaxed">{t(text)}</CardDescription>
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
            <h2 className="mt-4 font-display text-3xl font-extrabold tracking-tight sm:text-4xl">{t(m.join)}</h2>
            <p className="mx-auto mt-3 max-w-xl text-orange-50">{t(m.joinText)}</p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <Button asChild size="lg" className="bg-white text-orange-800 hover:bg-orange-50">
                <Link to="/join">{t(m.signUpFree)}</Link>
              </Button>
              <Button asChild size="lg" variant="outline" className="border-white/70 bg-transparent text-white hover:bg-white/10 hover:text-white">
                <Link to="/services">{t(m.browseServices)}</Link>
              </Button>
            </div>
          </div>
        </PageContainer>
      </section>
    </>
  );
}
