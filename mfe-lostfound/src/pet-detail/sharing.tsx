import { Printer } from 'lucide-react';
import { routeUrl, type LostFoundPet } from '@pawpals/contracts';
import { Button, ShareButtons } from '@pawpals/ui';

/** The share controls of a post (the Web Share API where the browser has it, Copy link, networks, email). */
export function PetShareButtons({ pet, title }: { pet: LostFoundPet; title: string }) {
  const kind = pet.type === 'lost' ? 'Lost' : 'Found';
  return (
    <ShareButtons
      url={`${window.location.origin}/lost-found/${pet.id}`}
      title={`${kind}: ${title}`}
      text={`${kind} ${pet.species ?? 'pet'}: ${title}, ${pet.lastSeenLocation}. Please share!`}
    />
  );
}

/** "Print flyer": the post's flyer PDF in a new tab (the poster's own prints while pending too). */
export function PrintFlyerButton({ petId, size, testId }: { petId: string; size?: 'sm'; testId: string }) {
  return (
    <Button asChild variant="outline" size={size} className="w-fit">
      <a href={routeUrl('downloadFlyer', { id: petId })} target="_blank" rel="noopener" data-testid={testId}>
        <Printer aria-hidden="true" /> Print flyer
      </a>
    </Button>
  );
}
