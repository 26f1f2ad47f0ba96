/**
 * What search engines read about each public page before any JavaScript runs: its title and
 * description, whether it may be indexed, and which pages the sitemap lists. The detail pages
 * (/business/{id}, /lost-found/{id}) get theirs from the owning service (share-previews.ts).
 */
export interface PageMeta {
  title: string;
  description: string;
}

export const SITE_NAME = 'PawPals';

export const HOME_META: PageMeta = {
  title: 'PawPals — Connecting Pet Families',
  description: 'Find groomers, pet stores, parks and veterinarians near you, and help lost pets get home.',
};

/** The public pages with a fixed address, as the sitemap lists them (the home page first). */
export const STATIC_PAGES: Record<string, PageMeta> = {
  '/': HOME_META,
  '/services': {
    title: 'Pet Services Near You — Groomers, Vets, Pet Stores and Parks',
    description: 'Search local groomers, veterinarians, pet stores and dog parks by city or distance, with ratings and reviews from pet parents.',
  },
  '/lost-found': {
    title: 'Lost & Found Pets',
    description: 'Lost and found pets near you. Post a lost or found pet in minutes, report a sighting and help a pet get home.',
  },
  '/how-it-works': {
    title: 'How PawPals Works',
    description: 'How pet owners, local businesses and neighbours use PawPals to find care, share reviews and bring lost pets home.',
  },
  '/about': {
    title: 'About PawPals',
    description: 'PawPals is a community pet services directory with a lost-and-found board at its heart.',
  },
  '/contact': {
    title: 'Contact PawPals',
    description: 'Questions, ideas, a business to recommend or a pet success story? Send the PawPals team a note.',
  },
  '/privacy': {
    title: 'Privacy Policy',
    description: 'What PawPals collects, why, who sees it and how to get your data removed.',
  },
  '/terms': {
    title: 'Terms of Service',
    description: 'The rules for using PawPals: accounts, listings, reviews and lost and found posts.',
  },
  '/pet-safety-tips': {
    title: 'Pet Safety Tips',
    description: 'Simple habits that keep pets healthy, happy and safe all year round, and what to do if your pet goes missing.',
  },
  '/faqs': {
    title: 'Frequently Asked Questions',
    description: 'Quick answers about finding services, lost and found pets, reviews, your account and listing a business.',
  },
  '/support': {
    title: 'Support Center',
    description: 'Help with your PawPals account, your business listing, reviews and lost and found posts.',
  },
  '/join': {
    title: 'Join PawPals — It’s Free',
    description: 'Become a PawPals member: save favourite places, write reviews and get alerts when a pet goes missing nearby.',
  },
};

/** The admin portal and the account pages: private, so robots.txt disallows them and they carry noindex. */
export const PRIVATE_PATH_PREFIXES = ['/admin', '/dashboard', '/my-business', '/login', '/signup'] as const;

export const isPrivatePath = (path: string) => PRIVATE_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** A path without its trailing slash ('/' stays '/'), so /services/ and /services are one page. */
export const normalisedPath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path);
