/**
 * The title of every page, one definition for both sides (issue 16): the gateway renders it into the HTML
 * (svc-gateway/src/web/share-previews.ts) and the web app sets the same `document.title` when it navigates
 * in the browser. Plain strings and functions only (no zod), so the browser bundles next to nothing.
 */
import type { Business, LostFoundPet } from './entities';
import { BUSINESS_CATEGORY_LABELS } from './enums';

export const SITE_NAME = 'PawPals';

/** The home page's title, also the title of every page without one of its own (private and unknown pages). */
export const HOME_TITLE = 'PawPals — Connecting Pet Families';

/** The public pages with a fixed address (the home page first), as the sitemap lists them. */
export const STATIC_PAGE_TITLES: Readonly<Record<string, string>> = {
  '/': HOME_TITLE,
  '/services': 'Pet Services Near You — Groomers, Vets, Pet Stores and Parks',
  '/lost-found': 'Lost & Found Pets',
  '/how-it-works': 'How PawPals Works',
  '/about': 'About PawPals',
  '/contact': 'Contact PawPals',
  '/privacy': 'Privacy Policy',
  '/terms': 'Terms of Service',
  '/pet-safety-tips': 'Pet Safety Tips',
  '/faqs': 'Frequently Asked Questions',
  '/support': 'Support Center',
  '/join': 'Join PawPals — It’s Free',
};

/** What `<title>` says for a page's own title: "<title> | PawPals", or the home title for none. */
export function documentTitle(pageTitle: string | null | undefined): string {
  return pageTitle && pageTitle !== HOME_TITLE ? `${pageTitle} | ${SITE_NAME}` : HOME_TITLE;
}

/** The title of a page with a fixed address ('/services/' is '/services'), or null for any other page. */
export function staticPageTitle(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  return STATIC_PAGE_TITLES[path] ?? null;
}

/** What a business page's About card says (the page draws it; the gateway puts it in the page's first screen). */
export function businessAboutText(b: Pick<Business, 'description'>): string {
  return b.description?.trim() || 'This business hasn’t added a description yet.';
}

/** "Happy Paws — Groomer in Austin, TX". */
export function businessPageTitle(b: Pick<Business, 'name' | 'category' | 'city' | 'state'>): string {
  const where = [b.city, b.state].filter(Boolean).join(', ');
  return `${b.name} — ${BUSINESS_CATEGORY_LABELS[b.category]}${where ? ` in ${where}` : ''}`;
}

/** The heading of a pet's card or page: the pet's name, else "Lost beagle" / "Found pet". */
export function petTitle(pet: Pick<LostFoundPet, 'petName' | 'type' | 'breed'>): string {
  if (pet.petName) return pet.petName;
  const kind = pet.breed ? pet.breed.toLowerCase() : 'pet';
  return `${pet.type === 'lost' ? 'Lost' : 'Found'} ${kind}`;
}

/** "LOST: Biscuit, beagle — Riverside Park, Austin". */
export function petPageTitle(pet: Pick<LostFoundPet, 'type' | 'petName' | 'breed' | 'species' | 'lastSeenLocation'>): string {
  const kind = pet.breed?.toLowerCase() ?? pet.species ?? 'pet';
  const who = pet.petName ? `${pet.petName}, ${kind}` : kind.charAt(0).toUpperCase() + kind.slice(1);
  return `${pet.type.toUpperCase()}: ${who} — ${pet.lastSeenLocation}`;
}

// A pet page's first-screen facts (LOST/FOUND, last seen, the contact button) are worded beside its title.
export * from './pet-first-screen';
