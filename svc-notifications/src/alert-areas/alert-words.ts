import type { PetMatchFound, PetPostModerated } from '@pawpals/contracts';

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "Lost dog near you" / "Found cat near you"; a post without species is a "pet". */
export function nearYouTitle(post: Pick<PetPostModerated, 'type' | 'species'>): string {
  return `${capitalised(post.type)} ${post.species ?? 'pet'} near you`;
}

/** "Biscuit, a tan and white Beagle, was last seen at Zilker Park." / "A black cat was found at …". */
export function nearYouMessage(post: PetPostModerated): string {
  const looks = [post.color, post.breed ?? post.species ?? 'pet'].filter(Boolean).join(' ');
  const article = /^[aeiou]/i.test(looks) ? 'an' : 'a';
  const place = (post.lastSeenLocation ?? '').trim().replace(/[.\s]+$/, '');
  const where = place ? ` at ${place}` : ' near you';
  if (post.type === 'found') return `${capitalised(`${article} ${looks}`)} was found${where}. Do you know whose it is?`;
  const who = post.petName ? `${post.petName}, ${article} ${looks},` : capitalised(`${article} ${looks}`);
  return `${who} was last seen${where}. Keep an eye out!`;
}

/** "Possible match for Biscuit" / "Possible match for your lost dog". */
export function possibleMatchTitle(match: PetMatchFound): string {
  return `Possible match for ${match.petName ?? `your ${match.type} ${match.species ?? 'pet'}`}`;
}

export function possibleMatchMessage(match: PetMatchFound): string {
  const other = match.type === 'lost' ? 'found' : 'lost';
  const distance = match.distanceMiles !== null ? ` ${match.distanceMiles} mi away` : '';
  const pet = match.petName ?? `your ${match.species ?? 'pet'}`;
  const why = match.reasons.slice(0, 3).join(', ');
  return `A ${other} ${match.species ?? 'pet'}${distance} may be ${pet}${why ? `: ${why}` : ''}. Take a look.`;
}
