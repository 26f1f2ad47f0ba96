import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRight, MapPin, Navigation } from 'lucide-react';
import { defineMessages, type IntlShape, type NoMessageValues, type MessageValue } from 'react-intl';
import type { Business } from '@pawpals/contracts';
import { useIntl } from '../i18n';
import { cityState, formatDistance, priceRangeLabel } from '../lib/business-format';
import { coverOf } from '../lib/card-cover';
import { cn } from '../lib/cn';
import { englishIntl as ENGLISH_INTL } from '../i18n/intl';
import { PHOTO_SIZES } from '../lib/photo-sizes';
import { BusinessContactButtons, BusinessLogo, CategoryBadge, PremiumBadge } from './business-visuals';
import { Button } from './button';
import { Photo } from './photo';
import { RatingSummary } from './rating';

const messages = defineMessages<{
  readonly featured: NoMessageValues;
  readonly location: NoMessageValues;
  readonly away: { readonly distance: MessageValue };
  readonly services: NoMessageValues;
  readonly pricing: NoMessageValues;
  readonly viewDetailsOf: { readonly name: MessageValue };
  readonly viewDetails: NoMessageValues;
  readonly serviceCount: { readonly count: number };
  readonly serviceCountFull: { readonly count: MessageValue };
  readonly resultCount: { readonly count: number };
  readonly resultCountFull: { readonly count: MessageValue };
}>({
  featured: { id: 'ui.businessCard.featured', defaultMessage: 'Featured' },
  location: { id: 'ui.businessCard.location', defaultMessage: 'Location' },
  away: { id: 'ui.businessCard.away', defaultMessage: '{distance} away' },
  services: { id: 'ui.businessCard.services', defaultMessage: 'Services' },
  pricing: { id: 'ui.businessCard.pricing', defaultMessage: 'Pricing' },
  viewDetailsOf: { id: 'ui.businessCard.viewDetailsOf', defaultMessage: 'View details of {name}' },
  viewDetails: { id: 'ui.businessCard.viewDetails', defaultMessage: 'View Details' },
  serviceCount: { id: 'ui.businessCard.serviceCount', defaultMessage: '{count, plural, one {# service} other {# services}}' },
  serviceCountFull: { id: 'ui.businessCard.serviceCountFull', defaultMessage: '{count}+ services' },
  resultCount: { id: 'ui.businessCard.resultCount', defaultMessage: '{count, plural, one {# service found} other {# services found}}' },
  resultCountFull: { id: 'ui.businessCard.resultCountFull', defaultMessage: '{count}+ services found' },
});

/**
 * One business in the directory grid (docs/product.md#directory-search). The shell draws the first ones from
 * the server's answer while the directory's code loads, and the directory draws them again in the same place.
 * `favorite` is the signed-in member's heart button (the directory's own), drawn beside the name; `priority`
 * marks the first card, whose photo is fetched at once, first.
 */
export function BusinessCard({
  business,
  distance,
  favorite,
  priority = false,
}: {
  business: Business;
  distance: number | null;
  favorite?: ReactNode;
  priority?: boolean;
}) {
  const intl = useIntl();
  const premium = business.isPremium === 1;
  const place = cityState(business);
  const price = priceRangeLabel(business.priceRange, intl);
  const titleId = `business-${business.id}-name`;
  const cover = coverOf(business);
  return (
    <article
      aria-labelledby={titleId}
      data-testid="business-card"
      className={cn(
        'group relative flex h-full flex-col gap-4 rounded-3xl border bg-card p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg',
        premium ? 'border-amber-300 ring-1 ring-amber-200' : 'border-border',
      )}
    >
      {cover ? (
        <Photo
          src={cover.url}
          alt=""
          width={640}
          height={360}
          sizes={PHOTO_SIZES.businessCard}
          priority={priority}
          placeholder={cover.placeholder}
          className={cn(
            '-mx-5 -mt-5 aspect-[16/9] w-[calc(100%+2.5rem)] max-w-none rounded-t-3xl',
            // A logo is shown whole on a quiet ground; a photo fills the frame.
            cover.isLogo ? 'border-b border-border bg-muted/40 object-contain p-4' : 'object-cover',
          )}
          data-testid="card-photo"
          fallback={null}
        />
      ) : null}
      <div className="flex items-start gap-4">
        {cover?.isLogo ? null : <BusinessLogo business={business} size={56} className="size-14" />}
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <div className="flex flex-wrap items-center gap-1.5">
            <CategoryBadge category={business.category} />
            {premium ? <PremiumBadge data-testid="featured-badge">{intl.formatMessage(messages.featured)}</PremiumBadge> : null}
          </div>
          <h3 id={titleId} className="font-display text-lg font-bold leading-snug text-foreground">
            <Link
              to={`/business/${business.id}`}
              className="hover:text-primary focus-visible:outline-none focus-visible:underline"
            >
              {business.name}
            </Link>
          </h3>
          <RatingSummary avgRating={business.avgRating} reviewCount={business.reviewCount} data-testid="card-rating" />
        </div>
        {favorite}
      </div>

      {business.description ? (
        <p className="line-clamp-3 text-sm leading-relaxed text-muted-foreground">{business.description}</p>
      ) : null}

      <dl className="grid gap-2 text-sm">
        {place || distance !== null ? (
          <div className="flex items-center gap-2">
            <dt className="sr-only">{intl.formatMessage(messages.location)}</dt>
            <MapPin className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <dd className="text-foreground/90">
              {place}
              {distance !== null ? (
                <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-800">
                  <Navigation className="size-3" aria-hidden="true" /> {intl.formatMessage(messages.away, { distance: formatDistance(distance, intl) })}
                </span>
              ) : null}
            </dd>
          </div>
        ) : null}
        {business.services ? (
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{intl.formatMessage(messages.services)}</dt>
            <dd className="line-clamp-2 text-foreground/90">{business.services}</dd>
          </div>
        ) : null}
        {business.pricing || price ? (
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{intl.formatMessage(messages.pricing)}</dt>
            <dd className="flex flex-wrap items-center gap-2 text-foreground/90">
              {price ? <span className="font-semibold text-secondary">{price}</span> : null}
              {business.pricing ? <span className="line-clamp-1">{business.pricing}</span> : null}
            </dd>
          </div>
        ) : null}
      </dl>

      <BusinessCardActions business={business} />
    </article>
  );
}

/** A business card's foot: View Details, then calling or visiting the business (also on a member's favorites). */
export function BusinessCardActions({ business }: { business: Business }) {
  const intl = useIntl();
  return (
    <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-border pt-4">
      <Button asChild size="sm" className="flex-1">
        <Link to={`/business/${business.id}`} aria-label={intl.formatMessage(messages.viewDetailsOf, { name: business.name })}>
          {intl.formatMessage(messages.viewDetails)} <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
      <BusinessContactButtons business={business} />
    </div>
  );
}

/** The directory's answer holds at most this many businesses; a full answer reads "500+". */
export const DIRECTORY_ANSWER_LIMIT = 500;

/** "12 services", "500+ services" (in the page's language with its `intl`). */
export function serviceCount(count: number, intl: IntlShape = ENGLISH_INTL): string {
  return count >= DIRECTORY_ANSWER_LIMIT
    ? intl.formatMessage(messages.serviceCountFull, { count: String(count) })
    : intl.formatMessage(messages.serviceCount, { count });
}

/** "12 services found" — the directory's results line, drawn alike by the shell's first screen and the directory. */
export function ResultCount({ count, children }: { count: number; children?: ReactNode }) {
  const intl = useIntl();
  return (
    <p className="text-base font-semibold text-foreground" data-testid="result-count">
      {count >= DIRECTORY_ANSWER_LIMIT
        ? intl.formatMessage(messages.resultCountFull, { count: String(count) })
        : intl.formatMessage(messages.resultCount, { count })}
      {children}
    </p>
  );
}

/** The grid of business cards: one column on a phone, up to three. */
export function BusinessGrid({ className, ...rest }: React.ComponentProps<'ul'>) {
  return <ul className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', className)} data-testid="business-grid" {...rest} />;
}
