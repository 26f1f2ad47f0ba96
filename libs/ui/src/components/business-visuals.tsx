import type { ComponentProps, ReactNode } from 'react';
import {
  Globe,
  Phone,
  Scissors,
  ShoppingBag,
  Sparkles,
  Stethoscope,
  Trees,
  type LucideIcon,
} from 'lucide-react';
import { defineMessages, type NoMessageValues, type MessageValue } from 'react-intl';
import type { Business, BusinessCategory } from '@pawpals/contracts';
import { useIntl } from '../i18n';
import { categoryLabel, telHref, websiteHref } from '../lib/business-format';
import { cn } from '../lib/cn';
import { Badge } from './badge';
import { Button } from './button';
import { Photo, photoPlaceholderOf } from './photo';

const messages = defineMessages<{
  readonly logoAlt: { readonly name: MessageValue };
  readonly callName: { readonly name: MessageValue };
  readonly call: NoMessageValues;
  readonly websiteOf: { readonly name: MessageValue };
  readonly website: NoMessageValues;
}>({
  logoAlt: { id: 'ui.businessVisuals.logoAlt', defaultMessage: '{name} logo' },
  callName: { id: 'ui.businessVisuals.callName', defaultMessage: 'Call {name}' },
  call: { id: 'ui.businessVisuals.call', defaultMessage: 'Call' },
  websiteOf: { id: 'ui.businessVisuals.websiteOf', defaultMessage: 'Website of {name} (opens in a new tab)' },
  website: { id: 'ui.businessVisuals.website', defaultMessage: 'Website' },
});

/** Each category's icon and tints, wherever a business shows: landing cards, directory, favourites. */
export const CATEGORY_VISUALS: Record<BusinessCategory, { Icon: LucideIcon; tile: string; badge: string }> = {
  groomer: { Icon: Scissors, tile: 'bg-orange-100 text-orange-800', badge: 'bg-orange-100 text-orange-900' },
  pet_store: { Icon: ShoppingBag, tile: 'bg-teal-100 text-teal-800', badge: 'bg-teal-100 text-teal-900' },
  park: { Icon: Trees, tile: 'bg-lime-100 text-lime-800', badge: 'bg-lime-100 text-lime-900' },
  veterinarian: { Icon: Stethoscope, tile: 'bg-sky-100 text-sky-800', badge: 'bg-sky-100 text-sky-900' },
};

/** The category's tinted badge ("Groomer"). */
export function CategoryBadge({
  category,
  ...badge
}: { category: BusinessCategory } & Omit<ComponentProps<typeof Badge>, 'children' | 'className'>) {
  const intl = useIntl();
  return (
    <Badge className={cn('border-transparent', CATEGORY_VISUALS[category]?.badge)} {...badge}>
      {categoryLabel(category, intl)}
    </Badge>
  );
}

/** The amber badge of a premium listing, with the word for where it shows ("Featured" on a card). */
export function PremiumBadge({
  children,
  ...badge
}: { children: ReactNode } & Omit<ComponentProps<typeof Badge>, 'children' | 'className'>) {
  return (
    <Badge className="border-transparent bg-amber-400 text-amber-950" {...badge}>
      <Sparkles aria-hidden="true" /> {children}
    </Badge>
  );
}

/**
 * The business's logo, or its category icon on a tinted tile when it has none. `size` is the px it is drawn at
 * (a class of the same size sizes it: size-14 for 56): a stored logo is fetched at that width, its colours
 * (ThumbHash) shown while it loads. `priority` on a business's own page, where it heads the first screen.
 */
export function BusinessLogo({
  business,
  className,
  size = 64,
  priority = false,
}: {
  business: Pick<Business, 'name' | 'logoUrl' | 'category'> & { photoPlaceholder?: string | null };
  className?: string;
  size?: number;
  priority?: boolean;
}) {
  const intl = useIntl();
  const visual = CATEGORY_VISUALS[business.category] ?? CATEGORY_VISUALS.groomer;
  // A logo that cannot be loaded shows the category tile, like a business without one.
  const tile = (
    <span
      className={cn('flex size-16 shrink-0 items-center justify-center rounded-2xl', visual.tile, className)}
      aria-hidden="true"
    >
      <visual.Icon className="size-1/2" />
    </span>
  );
  return (
    <Photo
      src={business.logoUrl}
      alt={intl.formatMessage(messages.logoAlt, { name: business.name })}
      width={size}
      height={size}
      sizes={`${size}px`}
      priority={priority}
      placeholder={photoPlaceholderOf(business)}
      className={cn('size-16 shrink-0 rounded-2xl border border-border bg-card object-cover', className)}
      fallback={tile}
    />
  );
}

/** A business card's Call and Website buttons, each only when the listing has a usable number or address. */
export function BusinessContactButtons({
  business,
}: {
  business: Pick<Business, 'name' | 'phone' | 'websiteUrl'>;
}) {
  const intl = useIntl();
  const tel = telHref(business.phone);
  const site = websiteHref(business.websiteUrl);
  return (
    <>
      {tel ? (
        <Button asChild size="sm" variant="outline">
          <a href={tel} aria-label={intl.formatMessage(messages.callName, { name: business.name })}>
            <Phone aria-hidden="true" /> {intl.formatMessage(messages.call)}
          </a>
        </Button>
      ) : null}
      {site ? (
        <Button asChild size="sm" variant="outline">
          <a
            href={site}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={intl.formatMessage(messages.websiteOf, { name: business.name })}
          >
            <Globe aria-hidden="true" /> {intl.formatMessage(messages.website)}
          </a>
        </Button>
      ) : null}
    </>
  );
}
