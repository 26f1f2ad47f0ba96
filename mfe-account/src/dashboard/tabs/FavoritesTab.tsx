import { Link } from 'react-router-dom';
import { Heart, MapPin } from 'lucide-react';
import type { Business, Favorite } from '@pawpals/contracts';
import {
  BusinessCardActions,
  BusinessLogo,
  Button,
  CategoryBadge,
  PremiumBadge,
  Skeleton,
  cityState,
  cn,
  priceRangeLabel,
  RatingSummary,
} from '@pawpals/ui';
import { EmptyState } from '../../shared/EmptyState';
import { useToggleFavorite } from '@pawpals/api-client';

/** Favorites tab: a grid of business cards with favorite toggles. */
export function FavoritesTab({ favorites, isLoading }: { favorites: Favorite[]; isLoading: boolean }) {
  if (isLoading) return <GridSkeleton />;
  const withBusiness = favorites.filter((f): f is Favorite & { business: Business } => !!f.business);
  if (withBusiness.length === 0) {
    return (
      <EmptyState
        title="No favorites yet"
        text="Save the groomers, stores, parks and vets you love to find them here."
      >
        <Button asChild>
          <Link to="/services">Browse Services</Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {withBusiness.map((f) => (
        <FavoriteBusinessCard key={f.id} business={f.business} favoriteId={f.id} />
      ))}
    </div>
  );
}

function FavoriteBusinessCard({ business, favoriteId }: { business: Business; favoriteId: string }) {
  const toggle = useToggleFavorite();
  const premium = business.isPremium === 1;
  const place = cityState(business);
  const price = priceRangeLabel(business.priceRange);
  return (
    <article
      data-testid="business-card"
      aria-label={business.name}
      className={cn(
        'flex h-full flex-col gap-4 rounded-3xl border bg-card p-5 shadow-sm',
        premium ? 'border-amber-300 ring-1 ring-amber-200' : 'border-border',
      )}
    >
      <div className="flex items-start gap-3">
        <BusinessLogo business={business} size={56} className="size-14" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap gap-1.5">
            <CategoryBadge category={business.category} />
            {premium ? <PremiumBadge>Featured</PremiumBadge> : null}
          </div>
          <h3 className="font-display text-lg font-bold leading-snug">
            <Link to={`/business/${business.id}`} className="hover:text-primary">
              {business.name}
            </Link>
          </h3>
          <RatingSummary avgRating={business.avgRating} reviewCount={business.reviewCount} data-testid="card-rating" />
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`Remove ${business.name} from favorites`}
          aria-pressed
          disabled={toggle.isPending}
          onClick={() => toggle.mutate({ businessId: business.id, favoriteId })}
          data-testid="favorite-toggle"
          className="rounded-full text-rose-600 ring-1 ring-border hover:bg-rose-50 hover:text-rose-700"
        >
          <Heart className="fill-current" aria-hidden="true" />
        </Button>
      </div>
      {business.description ? (
        <p className="line-clamp-2 text-sm text-muted-foreground">{business.description}</p>
      ) : null}
      {place || price ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {place ? (
            <span className="flex items-center gap-1.5">
              <MapPin className="size-4 text-primary" aria-hidden="true" />
              {place}
            </span>
          ) : null}
          {price ? <span className="font-semibold text-secondary">{price}</span> : null}
        </p>
      ) : null}
      <BusinessCardActions business={business} />
    </article>
  );
}

export function GridSkeleton() {
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      <Skeleton className="h-52" />
      <Skeleton className="h-52" />
      <Skeleton className="h-52" />
    </div>
  );
}
