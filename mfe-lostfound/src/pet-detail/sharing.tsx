import { Printer } from 'lucide-react';
import { defineMessage, defineMessages } from 'react-intl';
import { DEFAULT_LOCALE, routeUrl, type LostFoundPet } from '@pawpals/contracts';
import { Button, ShareButtons, useIntl, useLocale } from '@pawpals/ui';
import { speciesArg } from '../shared/pet-words';

const messages = defineMessages({
  title: defineMessage<{ type: string; title: string }>({
    id: 'lostfound.sharing.title',
    defaultMessage: '{type, select, lost {Lost} other {Found}}: {title}',
  }),
  text: defineMessage<{ type: string; species: string; title: string; place: string }>({
    id: 'lostfound.sharing.text',
    defaultMessage:
      '{type, select, lost {Lost {species}} other {Found {species}}}: {title}, {place}. Please share!',
  }),
  printFlyer: { id: 'lostfound.sharing.printFlyer', defaultMessage: 'Print flyer' },
});

/** The share controls of a post (the Web Share API where the browser has it, Copy link, networks, email). */
export function PetShareButtons({ pet, title }: { pet: LostFoundPet; title: string }) {
  const intl = useIntl();
  const species = speciesArg(pet.species);
  return (
    <ShareButtons
      url={`${window.location.origin}/lost-found/${pet.id}`}
      title={intl.formatMessage(messages.title, { type: pet.type, title })}
      text={intl.formatMessage(messages.text, {
        type: pet.type,
        species,
        title,
        place: pet.lastSeenLocation,
      })}
    />
  );
}

/**
 * "Print flyer": the post's flyer PDF in a new tab (the poster's own prints while pending too), in the page's
 * language (a plain link sends the browser's Accept-Language, not the page's, so a Spanish page says ?lang=es).
 */
export function PrintFlyerButton({ petId, size, testId }: { petId: string; size?: 'sm'; testId: string }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <Button asChild variant="outline" size={size} className="w-fit">
      <a href={routeUrl('downloadFlyer', { id: petId }, locale === DEFAULT_LOCALE ? {} : { lang: locale })} target="_blank" rel="noopener" data-testid={testId}>
        <Printer aria-hidden="true" /> {intl.formatMessage(messages.printFlyer)}
      </a>
    </Button>
  );
}
