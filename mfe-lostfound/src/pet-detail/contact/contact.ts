import type { LostFoundPet } from '@pawpals/contracts';

/**
 * The phone to show on a post, or null: only when the poster chose 'phone' and the server sent the
 * number (it sends null to everyone but the poster and admins with 'messages').
 */
export function shownPhone(pet: Pick<LostFoundPet, 'contactPreference' | 'contactInfo'>): string | null {
  return pet.contactPreference === 'phone' && pet.contactInfo ? pet.contactInfo : null;
}

/** Who a visitor writes to: the owner of a lost pet, the finder of a found one. */
export function posterRole(pet: Pick<LostFoundPet, 'type'>): 'owner' | 'finder' {
  return pet.type === 'lost' ? 'owner' : 'finder';
}

/** A message may be sent once it has something besides whitespace, and not twice at once. */
export function canSendMessage(text: string, sending: boolean): boolean {
  return !sending && text.trim().length > 0;
}
