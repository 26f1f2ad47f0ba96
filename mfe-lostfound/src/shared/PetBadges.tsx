import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import type { LostFoundPet } from '@pawpals/contracts';
import { Badge, cn } from '@pawpals/ui';

/** 'Lost' (red) or 'Found' (teal): the first thing anyone scanning the board needs. */
export function PetTypeBadge({ type, className }: { type: LostFoundPet['type']; className?: string }) {
  return (
    <Badge
      className={cn(
        'border-transparent uppercase tracking-wide',
        type === 'lost' ? 'bg-red-700 text-white' : 'bg-teal-700 text-white',
        className,
      )}
    >
      {type === 'lost' ? 'Lost' : 'Found'}
    </Badge>
  );
}

/** SPEC §4: a resolved pet shows a green 'Resolved' badge wherever it appears. */
export function ResolvedBadge({ className }: { className?: string }) {
  return (
    <Badge className={cn('border-transparent bg-green-700 text-white', className)} data-testid="resolved-badge">
      <CheckCircle2 aria-hidden="true" />
      Resolved
    </Badge>
  );
}

/** The poster's view of moderation: 'Pending review' or 'Not approved' (nothing once approved). */
export function ApprovalBadge({ approvalStatus, className }: { approvalStatus: LostFoundPet['approvalStatus']; className?: string }) {
  if (approvalStatus === 'pending') {
    return (
      <Badge variant="warning" className={className}>
        <Clock aria-hidden="true" />
        Pending review
      </Badge>
    );
  }
  if (approvalStatus === 'rejected') {
    return (
      <Badge className={cn('border-transparent bg-red-100 text-red-900', className)}>
        <XCircle aria-hidden="true" />
        Not approved
      </Badge>
    );
  }
  return null;
}
