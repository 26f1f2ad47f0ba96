/**
 * What search engines read about each public page before any JavaScript runs: its title and
 * description, whether it may be indexed, and which pages the sitemap lists. The detail pages
 * (/business/{id}, /lost-found/{id}) get theirs from the owning service (share-previews.ts).
 */
export interface PageMeta {
  title: string;
  description: string;
}

import { HOME_TITLE, STATIC_PAGE_TITLES } from '@pawpals/contracts';

export { SITE_NAME } from '@pawpals/contracts';

export const HOME_META: PageMeta = {
  title: HOME_TITLE,
  description: 'Find groomers, pet stores, parks and veterinarians near you, and help lost pets get home.',
};

/** Descriptions of the public pages with a fixed address; their titles are the web app's too (libs/contracts page-titles.ts). */
const DESCRIPTIONS: Record<string, string> = {
  '/': HOME_META.description,
  '/services': 'Search local groomers, veterinarians, pet stores and dog parks by city or distance, with ratings and reviews from pet parents.',
  '/lost-found': 'Lost and found pets near you. Post a lost or found pet in minutes, report a sighting and help a pet get home.',
  '/how-it-works': 'How pet owners, local businesses and neighbours use PawPals to find care, share reviews and bring lost pets home.',
  '/about': 'PawPals is a community pet services directory with a lost-and-found board at its heart.',
  '/contact': 'Questions, ideas, a business to recommend or a pet success story? Send the PawPals team a note.',
  '/privacy': 'What PawPals collects, why, who sees it and how to get your data removed.',
  '/terms': 'The rules for using PawPals: accounts, listings, reviews and lost and found posts.',
  '/pet-safety-tips': 'Simple habits that keep pets healthy, happy and safe all year round, and what to do if your pet goes missing.',
  '/faqs': 'Quick answers about finding services, lost and found pets, reviews, your account and listing a business.',
  '/support': 'Help with your PawPals account, your business listing, reviews and lost and found posts.',
  '/join': 'Become a PawPals member: save favourite places, write reviews and get alerts when a pet goes missing nearby.',
};

/** The public pages with a fixed address, as the sitemap lists them (the home page first). */
export const STATIC_PAGES: Record<string, PageMeta> = Object.fromEntries(
  Object.entries(STATIC_PAGE_TITLES).map(([path, title]) => [path, path === '/' ? HOME_META : { title, description: DESCRIPTIONS[path] }]),
);

/** The admin portal and the account pages: private, so robots.txt disallows them and they carry noindex. */
export const PRIVATE_PATH_PREFIXES = ['/admin', '/dashboard', '/my-business', '/login', '/signup'] as const;

export const isPrivatePath = (path: string) => PRIVATE_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** A path without its trailing slash ('/' stays '/'), so /services/ and /services are one page. */
export const normalisedPath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path);
