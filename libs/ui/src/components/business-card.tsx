import { Link } from 'react-router-dom';
import { ArrowRight, MapPin, Navigation } from 'lucide-react';
import type { Business } from '@pawpals/contracts';
import {
  BusinessContactButtons,
  BusinessLogo,
  Button,
  CategoryBadge,
  Photo,
  PHOTO_SIZES,
  PremiumBadge,
  cityState,
  cn,
  priceRangeLabel,
  RatingSummary,
} from '@pawpals/ui';
import { FavoriteButton } from '../favorites/FavoriteButton';
import { coverOf } from './card-cover';
import { formatDistance } from '../shared/format';

/** One business in the directory grid, with every element of SPEC §2.4's card. */
export function BusinessCard({
  business,
  signedIn,
  favoriteId,
  distance,
}: {
  business: Business;
  signedIn: boolean;
  favoriteId: string | null;
  distance: number | null;
}) {
  const premium = business.isPremium === 1;
  const place = cityState(business);
  const price = priceRangeLabel(business.priceRange);
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
            {premium ? <PremiumBadge data-testid="featured-badge">Featured</PremiumBadge> : null}
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
        {signedIn ? (
          <FavoriteButton
            businessId={business.id}
            businessName={business.name}
            favoriteId={favoriteId}
            className="-mr-1 -mt-1"
          />
        ) : null}
      </div>

      {business.description ? (
        <p className="line-clamp-3 text-sm leading-relaxed text-muted-foreground">{business.description}</p>
      ) : null}

      <dl className="grid gap-2 text-sm">
        {place || distance !== null ? (
          <div className="flex items-center gap-2">
            <dt className="sr-only">Location</dt>
            <MapPin className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <dd className="text-foreground/90">
              {place}
              {distance !== null ? (
                <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-800">
                  <Navigation className="size-3" aria-hidden="true" /> {formatDistance(distance)} away
                </span>
              ) : null}
            </dd>
          </div>
        ) : null}
        {business.services ? (
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Services</dt>
            <dd className="line-clamp-2 text-foreground/90">{business.services}</dd>
          </div>
        ) : null}
        {business.pricing || price ? (
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Pricing</dt>
            <dd className="flex flex-wrap items-center gap-2 text-foreground/90">
              {price ? <span className="font-semibold text-secondary">{price}</span> : null}
              {business.pricing ? <span className="line-clamp-1">{business.pricing}</span> : null}
            </dd>
          </div>
        ) : null}
      </dl>

      <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-border pt-4">
        <Button asChild size="sm" className="flex-1">
          <Link to={`/business/${business.id}`} aria-label={`View details of ${business.name}`}>
            View Details <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <BusinessContactButtons business={business} />
      </div>
    </article>
  );
}
