import { Link } from 'react-router-dom';
import { MessageSquare, Phone } from 'lucide-react';
import { petFirstScreenFacts, type LostFoundPet } from '@pawpals/contracts';
import { useCurrentUser } from '@pawpals/session';
import { Button, PET_CONTACT_BUTTON, useLocale } from '@pawpals/ui';
import { MessagePosterDialog } from './ContactCallout';

/**
 * The pet page's main button, in its head: Call when the poster shows the phone, else Message
 * (the message dialog; for a signed-out visitor the sign-in page, which comes back here). Words and link as the
 * server's first screen has them (petFirstScreenFacts). None for the poster, nor once the pet is home.
 */
export function PrimaryContact({ pet, title }: { pet: LostFoundPet; title: string }) {
  const { isAuthenticated } = useCurrentUser();
  const locale = useLocale();
  const { contact, contactLabel, contactHref } = petFirstScreenFacts(pet, locale);
  if (pet.isOwner || contact === 'none') return null;
  if (contact === 'phone') {
    return (
      <a href={contactHref} className={PET_CONTACT_BUTTON} data-testid="primary-contact">
        <Phone aria-hidden="true" /> {contactLabel}
      </a>
    );
  }
  if (!isAuthenticated) {
    return (
      <Link to={contactHref} className={PET_CONTACT_BUTTON} data-testid="primary-contact">
        <MessageSquare aria-hidden="true" /> {contactLabel}
      </Link>
    );
  }
  return (
    <MessagePosterDialog
      pet={pet}
      title={title}
      trigger={
        <Button size="lg" className="w-full sm:w-fit" data-testid="primary-contact">
          <MessageSquare aria-hidden="true" /> {contactLabel}
        </Button>
      }
    />
  );
}
