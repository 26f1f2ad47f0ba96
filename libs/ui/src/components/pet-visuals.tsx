import type { ReactNode } from 'react';
import { CheckCircle2, Clock, PawPrint, XCircle } from 'lucide-react';
import { defineMessages } from 'react-intl';
import type { LostFoundPet } from '@pawpals/contracts';
import { useIntl } from '../i18n';
import { cn } from '../lib/cn';
import { Badge } from './badge';
import { PHOTO_SIZES } from '../lib/photo-sizes';
import { Photo, photoPlaceholderOf } from './photo';

const messages = defineMessages({
  lost: { id: 'ui.petVisuals.lost', defaultMessage: 'Lost' },
  found: { id: 'ui.petVisuals.found', defaultMessage: 'Found' },
  resolved: { id: 'ui.petVisuals.resolved', defaultMessage: 'Resolved' },
  pendingReview: { id: 'ui.petVisuals.pendingReview', defaultMessage: 'Pending review' },
  notApproved: { id: 'ui.petVisuals.notApproved', defaultMessage: 'Not approved' },
});

/** 'Lost' (red) or 'Found' (teal): the first thing anyone scanning the board needs. */
export function PetTypeBadge({ type, className }: { type: LostFoundPet['type']; className?: string }) {
  const intl = useIntl();
  return (
    <Badge
      className={cn(
        'border-transparent uppercase tracking-wide',
        type === 'lost' ? 'bg-red-700 text-white' : 'bg-teal-700 text-white',
        className,
      )}
    >
      {intl.formatMessage(type === 'lost' ? messages.lost : messages.found)}
    </Badge>
  );
}

/** A resolved pet shows a green 'Resolved' badge wherever it appears (docs/product.md#pet-pages). */
export function ResolvedBadge({ className }: { className?: string }) {
  const intl = useIntl();
  return (
    <Badge
      className={cn('border-transparent bg-green-700 text-white', className)}
      data-testid="resolved-badge"
    >
      <CheckCircle2 aria-hidden="true" />
      {intl.formatMessage(messages.resolved)}
    </Badge>
  );
}

/** The poster's view of moderation: 'Pending review' or 'Not approved' (nothing once approved). */
export function ApprovalBadge({
  approvalStatus,
  className,
}: {
  approvalStatus: LostFoundPet['approvalStatus'];
  className?: string;
}) {
  const intl = useIntl();
  if (approvalStatus === 'pending') {
    return (
      <Badge variant="warning" className={className} data-testid="approval-badge">
        <Clock aria-hidden="true" />
        {intl.formatMessage(messages.pendingReview)}
      </Badge>
    );
  }
  if (approvalStatus === 'rejected') {
    return (
      <Badge
        className={cn('border-transparent bg-red-100 text-red-900', className)}
        data-testid="approval-badge"
      >
        <XCircle aria-hidden="true" />
        {intl.formatMessage(messages.notApproved)}
      </Badge>
    );
  }
  return null;
}

/**
 * The top of a pet's card: its photo (a paw placeholder when there is none or it cannot be loaded), dimmed
 * once resolved, with the type and resolved badges and any `badges` more over its corner. The photo's colours
 * (its ThumbHash, once the post has one) show while it loads; `sizes` is the card's grid (the board's 1/2/4
 * columns unless told).
 */
export function PetCardPhoto({
  pet,
  badges,
  sizes = PHOTO_SIZES.petCard,
  priority = false,
}: {
  pet: Pick<LostFoundPet, 'photoUrl' | 'status' | 'type'> & { photoPlaceholder?: string | null };
  badges?: ReactNode;
  sizes?: string;
  /** The first card's photo is the first screen's largest paint: fetched at once, first. */
  priority?: boolean;
}) {
  return (
    <div className="relative aspect-[4/3] overflow-hidden bg-muted">
      <Photo
        src={pet.photoUrl}
        alt=""
        width={400}
        height={300}
        sizes={sizes}
        priority={priority}
        placeholder={photoPlaceholderOf(pet)}
        className={cn(
          'size-full object-cover transition duration-300 group-hover:scale-[1.03]',
          pet.status === 'resolved' && 'opacity-80',
        )}
        fallback={<PawPlaceholder className="size-full text-muted-foreground" iconClassName="size-10" testId="photo-placeholder" />}
      />
      <div className="absolute left-3 top-3 flex flex-wrap gap-1.5">
        <PetTypeBadge type={pet.type} />
        {pet.status === 'resolved' ? <ResolvedBadge /> : null}
        {badges}
      </div>
    </div>
  );
}

/** A paw on a tile: what stands where a pet has no photo (or it cannot be loaded). */
export function PawPlaceholder({ className, iconClassName, testId }: { className?: string; iconClassName?: string; testId?: string }) {
  return (
    <span className={cn('flex items-center justify-center', className)} data-testid={testId}>
      <PawPrint className={iconClassName} aria-hidden="true" />
    </span>
  );
}

/**
 * A pet's photo as a small square of `px` pixels (a list row, a conversation), a PawPlaceholder of the same
 * box when there is none. `className` is the photo's, `fallbackClassName` the placeholder's.
 */
export function PetThumbnail({
  pet,
  px,
  alt = '',
  className,
  fallbackClassName,
  iconClassName,
  testId,
}: {
  pet: { photoUrl: string | null; photoPlaceholder?: string | null };
  px: number;
  alt?: string;
  className?: string;
  fallbackClassName?: string;
  iconClassName?: string;
  /** The placeholder's test id. */
  testId?: string;
}) {
  return (
    <Photo
      src={pet.photoUrl}
      alt={alt}
      width={px}
      height={px}
      sizes={`${px}px`}
      placeholder={photoPlaceholderOf(pet)}
      className={cn('shrink-0 object-cover', className)}
      fallback={<PawPlaceholder className={cn('shrink-0', fallbackClassName)} iconClassName={iconClassName} testId={testId} />}
    />
  );
}
