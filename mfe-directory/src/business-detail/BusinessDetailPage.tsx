import { useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { defineMessages, type NoMessageValues, type MessageValue } from 'react-intl';
import {
  AlertTriangle,
  ArrowLeft,
  Building2,
  Globe,
  LogIn,
  MapPin,
  Phone,
  Store,
} from 'lucide-react';
import {
  localizedPath,
  REVIEW_SORTS,
  type Business,
  type BusinessDetail,
  type ReviewSort,
} from '@pawpals/contracts';
import { ApiError } from '@pawpals/api-client';
import { useAuthPath, useCurrentUser, usePageTitle } from '@pawpals/session';
import {
  Badge,
  BusinessLogo,
  BusinessPageSkeleton,
  BusinessPageTop,
  Button,
  ButtonLink,
  Card,
  CardContent,
  CardHeader,
  CategoryBadge,
  PageContainer,
  OptionsSelect,
  PremiumBadge,
  ShareButtons,
  TextCard,
  cityState,
  firstScreenOf,
  RatingSummary,
  telHref,
  useDeferredData,
  useIntl,
  useLocale,
  websiteHref,
  priceRangeLabel,
} from '@pawpals/ui';
import { BookAppointmentDialog } from '../appointments/BookAppointmentDialog';
import { bookingModeOf } from '../appointments/booking-mode';
import { FavoriteButton } from '../favorites/FavoriteButton';
import { RESUME_SAVE, useResumeSave } from '../favorites/resume-save';
import { favoriteIdsByBusiness, useListFavorites } from '../favorites/api/list-favorites';
import { ContactBusinessDialog } from '../inquiries/ContactBusinessDialog';
import { OpeningHoursCard, OpeningStatusLine } from '../opening-hours/OpeningHoursCard';
import { ReviewList } from '../reviews/ReviewList';
import { YourReviewCard } from '../reviews/YourReviewCard';
import { useListReviews } from '../reviews/api/list-reviews';
import { BusinessGallery } from './gallery/BusinessGallery';
import { recordBusinessEvent, useCountBusinessView } from './api/record-business-event';
import { websiteLabel } from '../shared/format';
import { aboutText, businessTitleText, reviewSortText } from '../shared/labels';
import { useGetBusiness } from './api/get-business';
import { useOwnsBusiness } from './api/get-my-business';

const messages = defineMessages<{
  readonly back: NoMessageValues;
  readonly notFound: NoMessageValues;
  readonly loadError: NoMessageValues;
  readonly notFoundText: NoMessageValues;
  readonly checkConnection: NoMessageValues;
  readonly tryAgain: NoMessageValues;
  readonly contact: NoMessageValues;
  readonly address: NoMessageValues;
  readonly phone: NoMessageValues;
  readonly website: NoMessageValues;
  readonly newTab: NoMessageValues;
  readonly noContact: NoMessageValues;
  readonly callNow: NoMessageValues;
  readonly visitWebsite: NoMessageValues;
  readonly knowThisPlace: NoMessageValues;
  readonly logInPrompt: NoMessageValues;
  readonly logInToSave: NoMessageValues;
  readonly signUpFree: NoMessageValues;
  readonly yourBusiness: NoMessageValues;
  readonly ownerText: NoMessageValues;
  readonly manage: NoMessageValues;
  readonly getInTouch: NoMessageValues;
  readonly shareText: { readonly name: MessageValue };
  readonly featured: NoMessageValues;
  readonly about: NoMessageValues;
  readonly services: NoMessageValues;
  readonly askServices: NoMessageValues;
  readonly pricing: NoMessageValues;
  readonly askPrices: NoMessageValues;
  readonly reviews: NoMessageValues;
  readonly reviewCount: { readonly count: number | bigint };
  readonly sortReviews: NoMessageValues;
  readonly aside: NoMessageValues;
}>({
  back: { id: 'directory.business.back', defaultMessage: 'Back to services' },
  notFound: { id: 'directory.business.notFound', defaultMessage: 'Business not found' },
  loadError: { id: 'directory.business.loadError', defaultMessage: 'We couldn’t load this business' },
  notFoundText: { id: 'directory.business.notFoundText', defaultMessage: 'It may have been removed, or the link is mistyped.' },
  checkConnection: { id: 'directory.business.checkConnection', defaultMessage: 'Please check your connection and try again.' },
  tryAgain: { id: 'directory.business.tryAgain', defaultMessage: 'Try again' },
  contact: { id: 'directory.business.contact', defaultMessage: 'Contact' },
  address: { id: 'directory.business.address', defaultMessage: 'Address' },
  phone: { id: 'directory.business.phone', defaultMessage: 'Phone' },
  website: { id: 'directory.business.website', defaultMessage: 'Website' },
  newTab: { id: 'directory.business.newTab', defaultMessage: '(opens in a new tab)' },
  noContact: { id: 'directory.business.noContact', defaultMessage: 'No contact details listed yet.' },
  callNow: { id: 'directory.business.callNow', defaultMessage: 'Call Now' },
  visitWebsite: { id: 'directory.business.visitWebsite', defaultMessage: 'Visit Website' },
  knowThisPlace: { id: 'directory.business.knowThisPlace', defaultMessage: 'Know this place?' },
  logInPrompt: {
    id: 'directory.business.logInPrompt',
    defaultMessage: 'Log in to save it to your favorites, write a review, send a message or book a visit.',
  },
  logInToSave: { id: 'directory.business.logInToSave', defaultMessage: 'Log in to save' },
  signUpFree: { id: 'directory.business.signUpFree', defaultMessage: 'Sign Up Free' },
  yourBusiness: { id: 'directory.business.yourBusiness', defaultMessage: 'This is your business' },
  ownerText: { id: 'directory.business.ownerText', defaultMessage: 'Update your listing, read inquiries and manage appointments.' },
  manage: { id: 'directory.business.manage', defaultMessage: 'Manage Your Business' },
  getInTouch: { id: 'directory.business.getInTouch', defaultMessage: 'Get in touch' },
  shareText: { id: 'directory.business.shareText', defaultMessage: '{name} on PawPals' },
  featured: { id: 'directory.business.featured', defaultMessage: 'Featured' },
  about: { id: 'directory.business.about', defaultMessage: 'About' },
  services: { id: 'directory.business.services', defaultMessage: 'Services' },
  askServices: { id: 'directory.business.askServices', defaultMessage: 'Ask the business about the services they offer.' },
  pricing: { id: 'directory.business.pricing', defaultMessage: 'Pricing' },
  askPrices: { id: 'directory.business.askPrices', defaultMessage: 'Ask the business for prices.' },
  reviews: { id: 'directory.reviews.title', defaultMessage: 'Reviews' },
  reviewCount: {
    id: 'directory.reviews.count',
    defaultMessage: '{count, plural, =0 {No reviews yet} one {# review} other {# reviews}}',
  },
  sortReviews: { id: 'directory.reviews.sort', defaultMessage: 'Sort reviews' },
  aside: { id: 'directory.business.aside', defaultMessage: 'Business contact and actions' },
});

function BackLink() {
  const { formatMessage: t } = useIntl();
  return (
    <Link
      to="/services"
      className="inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-muted-foreground transition hover:text-primary focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> {t(messages.back)}
    </Link>
  );
}

function MissingBusiness({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  const { formatMessage: t } = useIntl();
  return (
    <PageContainer className="py-16 sm:py-24">
      <div className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-3xl border-2 border-dashed border-primary/25 bg-card/70 px-6 py-14 text-center">
        <span className="flex size-16 items-center justify-center rounded-3xl bg-accent text-accent-foreground">
          {notFound ? (
            <Store className="size-8" aria-hidden="true" />
          ) : (
            <AlertTriangle className="size-8" aria-hidden="true" />
          )}
        </span>
        <h1 className="font-display text-2xl font-bold">
          {t(notFound ? messages.notFound : messages.loadError)}
        </h1>
        <p className="text-muted-foreground">
          {t(notFound ? messages.notFoundText : messages.checkConnection)}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          {notFound ? null : <Button onClick={onRetry}>{t(messages.tryAgain)}</Button>}
          <ButtonLink to="/services" variant={notFound ? 'default' : 'outline'}>
            <ArrowLeft aria-hidden="true" /> {t(messages.back)}
          </ButtonLink>
        </div>
      </div>
    </PageContainer>
  );
}

function InfoRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</p>
        <div className="break-words text-sm text-foreground">{children}</div>
      </div>
    </div>
  );
}

function ContactInfo({ business }: { business: Business }) {
  const { formatMessage: t } = useIntl();
  const tel = telHref(business.phone);
  const site = websiteHref(business.websiteUrl);
  const cityLine = [cityState(business), business.zipCode?.trim()].filter(Boolean).join(' ');
  const hasAddress = !!(business.address?.trim() || cityLine);
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-bold leading-tight tracking-tight">{t(messages.contact)}</h2>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-4">
          {hasAddress ? (
            <InfoRow icon={<MapPin className="size-4" aria-hidden="true" />} label={t(messages.address)}>
              <address className="not-italic" data-testid="business-address">
                {business.address?.trim() ? <span className="block">{business.address}</span> : null}
                {cityLine ? <span className="block">{cityLine}</span> : null}
              </address>
            </InfoRow>
          ) : null}
          {business.phone ? (
            <InfoRow icon={<Phone className="size-4" aria-hidden="true" />} label={t(messages.phone)}>
              {tel ? (
                <a
                  href={tel}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                  onClick={() => recordBusinessEvent(business.id, 'call')}
                >
                  {business.phone}
                </a>
              ) : (
                business.phone
              )}
            </InfoRow>
          ) : null}
          {site ? (
            <InfoRow icon={<Globe className="size-4" aria-hidden="true" />} label={t(messages.website)}>
              <a
                href={site}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-primary underline-offset-4 hover:underline"
                onClick={() => recordBusinessEvent(business.id, 'website')}
              >
                {websiteLabel(business.websiteUrl)}
                <span className="sr-only"> {t(messages.newTab)}</span>
              </a>
            </InfoRow>
          ) : null}
          {!hasAddress && !business.phone && !site ? (
            <p className="text-sm text-muted-foreground">{t(messages.noContact)}</p>
          ) : null}
        </div>
        {tel || site ? (
          <div className="grid gap-2">
            {tel ? (
              <Button asChild>
                <a href={tel} onClick={() => recordBusinessEvent(business.id, 'call')}>
                  <Phone aria-hidden="true" /> {t(messages.callNow)}
                </a>
              </Button>
            ) : null}
            {site ? (
              <Button asChild variant="outline">
                <a
                  href={site}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => recordBusinessEvent(business.id, 'website')}
                >
                  <Globe aria-hidden="true" /> {t(messages.visitWebsite)}
                </a>
              </Button>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

/**
 * Signed-out visitors' prompt: logging in or signing up comes back to this page and saves the business
 * (`then=save`), the review form and the other actions then in reach.
 */
function SignedOutPrompt() {
  const loginPath = useAuthPath('/login', RESUME_SAVE);
  const signupPath = useAuthPath('/signup', RESUME_SAVE);
  const { formatMessage: t } = useIntl();
  return (
    <Card className="bg-gradient-to-br from-orange-50 to-amber-50" data-testid="signed-out-prompt">
      <CardContent className="grid gap-3">
        <h2 className="font-display text-lg font-bold">{t(messages.knowThisPlace)}</h2>
        <p className="text-sm text-muted-foreground">{t(messages.logInPrompt)}</p>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={loginPath} size="sm">
            <LogIn aria-hidden="true" /> {t(messages.logInToSave)}
          </ButtonLink>
          <ButtonLink to={signupPath} size="sm" variant="outline">
            {t(messages.signUpFree)}
          </ButtonLink>
        </div>
      </CardContent>
    </Card>
  );
}

/** Sidebar actions for signed-in users; signed-out visitors get a sign-in prompt instead. */
function MemberActions({ business, ownsIt }: { business: BusinessDetail; ownsIt: boolean }) {
  const { isAuthenticated } = useCurrentUser();
  const { formatMessage: t } = useIntl();
  const locale = useLocale();
  const favorites = useListFavorites();
  const favoriteId = favoriteIdsByBusiness(favorites.data).get(business.id) ?? null;
  useResumeSave(business.id, favoriteId, isAuthenticated && !ownsIt && favorites.isSuccess);
  if (!isAuthenticated) return <SignedOutPrompt />;
  if (ownsIt) {
    return (
      <Card data-testid="owner-panel">
        <CardContent className="grid gap-3">
          <h2 className="font-display text-lg font-bold">{t(messages.yourBusiness)}</h2>
          <p className="text-sm text-muted-foreground">{t(messages.ownerText)}</p>
          <ButtonLink to="/my-business" variant="outline">
            <Building2 aria-hidden="true" /> {t(messages.manage)}
          </ButtonLink>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card data-testid="member-actions">
      <CardHeader>
        <h2 className="text-lg font-bold leading-tight tracking-tight">{t(messages.getInTouch)}</h2>
      </CardHeader>
      <CardContent className="grid gap-2">
        <FavoriteButton
          businessId={business.id}
          businessName={business.name}
          favoriteId={favoriteId}
          variant="full"
        />
        <ContactBusinessDialog businessId={business.id} businessName={business.name} />
        {business.category === 'veterinarian' ? (
          <BookAppointmentDialog
            businessId={business.id}
            businessName={business.name}
            mode={bookingModeOf(business)}
          />
        ) : null}
        <ShareButtons
          url={`${window.location.origin}${localizedPath(`/business/${business.id}`, locale)}`}
          title={business.name}
          text={t(messages.shareText, { name: business.name })}
        />
      </CardContent>
    </Card>
  );
}

/** /business/:id (docs/product.md#business-pages). */
export function BusinessDetailPage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const business = useGetBusiness(id);
  const [reviewSort, setReviewSort] = useState<ReviewSort>('newest');
  const reviews = useListReviews(id, business.isSuccess, reviewSort);
  const { isAuthenticated } = useCurrentUser();
  const ownsIt = useOwnsBusiness(id);
  const intl = useIntl();
  const t = intl.formatMessage;
  useCountBusinessView(business.isSuccess ? business.data.id : undefined);
  usePageTitle(business.isSuccess ? businessTitleText(business.data, intl) : null);

  const shown = useDeferredData(business.data, (a, b) => a.id === b.id);

  if (business.isError) {
    const notFound =
      business.error instanceof ApiError && (business.error.status === 404 || business.error.status === 400);
    return <MissingBusiness notFound={notFound} onRetry={() => business.refetch()} />;
  }
  if (business.isPending || !shown) return <BusinessPageSkeleton first={firstScreenOf(pathname)} />;
  const b = shown;
  const premium = b.isPremium === 1;
  const price = priceRangeLabel(b.priceRange, intl);
  const reviewSortOptions = REVIEW_SORTS.map((sort) => ({ value: sort, label: reviewSortText(sort, intl) }));
  const place = cityState(b);

  return (
    <BusinessPageTop
      back={<BackLink />}
      premium={premium}
      logo={<BusinessLogo business={b} size={96} priority className="size-24 rounded-3xl" />}
      badges={
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadge category={b.category} data-testid="category-badge" />
          {premium ? <PremiumBadge data-testid="premium-badge">{t(messages.featured)}</PremiumBadge> : null}
          {price ? <Badge variant="outline">{price}</Badge> : null}
        </div>
      }
      name={b.name}
      details={
        <>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <RatingSummary avgRating={b.avgRating} reviewCount={b.reviewCount} size="lg" data-testid="business-rating" />
            {place ? (
              <span className="flex items-center gap-1 text-muted-foreground">
                <MapPin className="size-4 text-primary" aria-hidden="true" /> {place}
              </span>
            ) : null}
          </div>
          <OpeningStatusLine business={b} />
        </>
      }
    >
        <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="grid gap-6">
            <TextCard title={t(messages.about)}>{aboutText(b, intl)}</TextCard>
            <BusinessGallery business={b} />
            {b.services?.trim() || b.pricing?.trim() || price ? (
              <div className="grid gap-6 md:grid-cols-2">
                <TextCard title={t(messages.services)}>
                  {b.services?.trim() || t(messages.askServices)}
                </TextCard>
                <TextCard title={t(messages.pricing)}>
                  {price ? <span className="mb-1 block font-semibold text-secondary">{price}</span> : null}
                  {b.pricing?.trim() || (price ? null : t(messages.askPrices))}
                </TextCard>
              </div>
            ) : null}

            <section aria-labelledby="reviews-title" className="grid gap-4">
              <div className="flex items-end justify-between gap-3">
                <h2 id="reviews-title" className="font-display text-2xl font-extrabold tracking-tight">
                  {t(messages.reviews)}
                </h2>
                <div className="flex items-center gap-3">
                  <span className="text-sm text-muted-foreground">{t(messages.reviewCount, { count: b.reviewCount })}</span>
                  <OptionsSelect
                    aria-label={t(messages.sortReviews)}
                    className="w-40"
                    data-testid="review-sort"
                    value={reviewSort}
                    onValueChange={(v) => setReviewSort(v as ReviewSort)}
                    options={reviewSortOptions}
                  />
                </div>
              </div>
              {isAuthenticated && !ownsIt ? <YourReviewCard businessId={b.id} /> : null}
              <ReviewList
                businessId={b.id}
                reviews={reviews.data?.pages.flatMap((page) => page.items)}
                more={reviews}
                isLoading={reviews.isPending}
                isMember={isAuthenticated}
                isOwner={ownsIt}
              />
            </section>
          </div>

          <aside className="grid gap-6 lg:sticky lg:top-24" aria-label={t(messages.aside)}>
            <MemberActions business={b} ownsIt={ownsIt} />
            <OpeningHoursCard business={b} />
            <ContactInfo business={b} />
          </aside>
        </div>
    </BusinessPageTop>
  );
}
