import { Link } from 'react-router-dom';
import { Heart, MapPin } from 'lucide-react';
import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';
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
  useIntl,
} from '@pawpals/ui';
import { EmptyState } from '../../shared/EmptyState';
import { common } from '../../shared/messages';

const messages = defineMessages<{
  readonly empty: NoMessageValues;
  readonly emptyText: NoMessageValues;
  readonly featured: NoMessageValues;
  readonly remove: { readonly name: MessageValue };
}>({
  empty: { id: 'account.favorites.empty', defaultMessage: 'No favorites yet' },
  emptyText: { id: 'account.favorites.emptyText', defaultMessage: 'Save the groomers, stores, parks and vets you love to find them here.' },
  featured: { id: 'account.favorites.featured', defaultMessage: 'Featured' },
  remove: { id: 'account.favorites.remove', defaultMessage: 'Remove {name} from favorites' },
});
import { useToggleFavorite } from '@pawpals/api-client';

/** Favorites tab: a grid of business cards with favorite toggles. */
export function FavoritesTab({ favorites, isLoading }: { favorites: Favorite[]; isLoading: boolean }) {
  const intl = useIntl();
  if (isLoading) return <GridSkeleton />;
  const withBusiness = favorites.filter((f): f is Favorite & { business: Business } => !!f.business);
  if (withBusiness.length === 0) {
    return (
      <EmptyState title={intl.formatMessage(messages.empty)} text={intl.formatMessage(messages.emptyText)}>
        <Button asChild>
          <Link to="/services">{intl.formatMessage(common.browseServices)}</Link>
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
  const intl = useIntl();
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
            {premium ? <PremiumBadge>{intl.formatMessage(messages.featured)}</PremiumBadge> : null}
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
          aria-label={intl.formatMessage(messages.remove, { name: business.name })}
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
