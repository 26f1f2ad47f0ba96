import { Link } from 'react-router-dom';
import { CalendarDays, MapPin, Navigation } from 'lucide-react';
import { defineMessages, type MessageValue } from 'react-intl';
import { petTitle, type LostFoundPet } from '@pawpals/contracts';
import { languageOf, useIntl } from '../i18n';
import { distanceText } from '../lib/business-format';
import { cn } from '../lib/cn';
import { petDate } from '../lib/pet-date';
import { ApprovalBadge, PetCardPhoto } from './pet-visuals';

const messages = defineMessages<{
  readonly seen: { readonly type: MessageValue; readonly date: MessageValue };
}>({
  seen: { id: 'ui.petCard.seen', defaultMessage: '{type, select, lost {Last seen {date}} other {Found {date}}}' },
});

/**
 * A pet on the board: photo, type, name, breed and colour, where and when; links to /lost-found/{id}. The shell
 * draws the board's first ones from the server's answer while the board's code loads.
 */
export function PetCard({ pet, showApproval = false, priority = false }: { pet: LostFoundPet; showApproval?: boolean; priority?: boolean }) {
  const intl = useIntl();
  const title = petTitle(pet, languageOf(intl));
  const seen = petDate(pet.lastSeenDate, intl, 'short');
  const details = [pet.breed, pet.color].filter(Boolean).join(' · ');
  const distance = distanceText(pet.distanceMiles, intl);
  return (
    <Link
      to={`/lost-found/${pet.id}`}
      data-testid="pet-card"
      data-pet-id={pet.id}
      className="group flex flex-col overflow-hidden rounded-3xl border border-border bg-card shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <PetCardPhoto
        pet={pet}
        priority={priority}
        badges={showApproval ? <ApprovalBadge approvalStatus={pet.approvalStatus} className="shadow-sm" /> : null}
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-display text-lg font-bold leading-tight">{title}</h3>
        {details ? <p className="text-sm text-muted-foreground">{details}</p> : null}
        <p className="line-clamp-2 text-sm text-foreground/85">{pet.description}</p>
        <div className="mt-auto grid gap-1 pt-2 text-sm text-muted-foreground">
          <span className="flex items-center gap-1.5">
            <MapPin className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <span className="line-clamp-1">{pet.lastSeenLocation}</span>
          </span>
          {distance ? (
            <span className="flex items-center gap-1.5 font-semibold text-foreground" data-testid="pet-distance">
              <Navigation className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {distance}
            </span>
          ) : null}
          {seen ? (
            <span className="flex items-center gap-1.5">
              <CalendarDays className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {intl.formatMessage(messages.seen, { type: pet.type, date: seen })}
            </span>
          ) : null}
        </div>
      </div>
    </Link>
  );
}

/** The grid of pet cards: 4 columns on wide screens (docs/product.md#numbers-and-limits). */
export function PetGrid({ className, ...rest }: React.ComponentProps<'div'>) {
  return <div className={cn('grid gap-5 sm:grid-cols-2 lg:grid-cols-4', className)} {...rest} />;
}
