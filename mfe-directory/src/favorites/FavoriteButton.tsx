import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';
import { Heart } from 'lucide-react';
import { Button, cn, useIntl } from '@pawpals/ui';
import { useToggleFavorite } from '@pawpals/api-client';

const messages = defineMessages<{
  readonly remove: { readonly name: MessageValue };
  readonly add: { readonly name: MessageValue };
  readonly saved: NoMessageValues;
  readonly addFull: NoMessageValues;
}>({
  remove: { id: 'directory.favorites.remove', defaultMessage: 'Remove {name} from favorites' },
  add: { id: 'directory.favorites.add', defaultMessage: 'Add {name} to favorites' },
  saved: { id: 'directory.favorites.saved', defaultMessage: 'Saved to Favorites' },
  addFull: { id: 'directory.favorites.addFull', defaultMessage: 'Add to Favorites' },
});

/**
 * The favorite heart of a card or the detail sidebar. Render it only for signed-in users;
 * `favoriteId` comes from the favorites list (isFavorite is derived on the client).
 */
export function FavoriteButton({
  businessId,
  businessName,
  favoriteId,
  variant = 'icon',
  className,
}: {
  businessId: string;
  businessName: string;
  favoriteId: string | null;
  variant?: 'icon' | 'full';
  className?: string;
}) {
  const toggle = useToggleFavorite();
  const isFavorite = !!favoriteId;
  const { formatMessage: t } = useIntl();
  const label = t(isFavorite ? messages.remove : messages.add, { name: businessName });
  const onClick = () => toggle.mutate({ businessId, favoriteId });
  const heart = <Heart className={cn(isFavorite && 'fill-current')} aria-hidden="true" />;

  if (variant === 'full') {
    return (
      <Button
        type="button"
        variant="outline"
        className={cn(
          'w-full',
          isFavorite && 'border-rose-200 bg-rose-50 text-rose-700 hover:bg-rose-100 hover:text-rose-800',
          className,
        )}
        aria-pressed={isFavorite}
        disabled={toggle.isPending}
        onClick={onClick}
        data-testid="favorite-toggle"
      >
        {heart}
        {t(isFavorite ? messages.saved : messages.addFull)}
      </Button>
    );
  }
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={label}
      aria-pressed={isFavorite}
      title={label}
      disabled={toggle.isPending}
      onClick={onClick}
      data-testid="favorite-toggle"
      className={cn(
        'rounded-full bg-card/95 shadow-sm ring-1 ring-border backdrop-blur hover:bg-rose-50',
        isFavorite ? 'text-rose-600 hover:text-rose-700' : 'text-muted-foreground hover:text-rose-600',
        className,
      )}
    >
      {heart}
    </Button>
  );
}
