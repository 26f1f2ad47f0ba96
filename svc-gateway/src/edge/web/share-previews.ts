import {
  BUSINESS_CATEGORY_LABELS,
  businessAboutText,
  businessPageTitle,
  documentTitle,
  isStoredImagePath,
  petFirstScreenFacts,
  petPageTitle,
  petTitle,
  SHARE_IMAGE_SIZE,
  SUBJECTS,
  type Business,
  type LostFoundPet,
  type RpcRequest,
} from '@pawpals/contracts';
import type { RpcClient } from '@pawpals/nest-common';
import type { FirstScreen } from '@pawpals/remotes';
import { HOME_META, isPrivatePath, normalisedPath, SITE_NAME, STATIC_PAGES } from './page-meta';

/** What a link shows when it is pasted into a chat or a social network (Open Graph / Twitter card). */
export interface SharePreview {
  title: string;
  description: string;
  /** Absolute URL of the photo or logo, when there is one. */
  image: string | null;
  /** Set when `image` is our 1200×630 share JPEG (og:image:width/height/type). */
  imageSize?: { width: number; height: number };
  url: string;
  /** schema.org data search engines read (JSON-LD), e.g. a business's LocalBusiness with its rating. */
  structuredData?: Record<string, unknown>;
  /** What the page's first screen shows (a business's name and About text, a pet's name and photo), drawn into its HTML (first-screen.ts); the photo is also preloaded from the head. */
  firstScreen?: Omit<FirstScreen, 'path'>;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PET_PAGE = new RegExp(`^/lost-found/(${UUID})/?$`, 'i');
const BUSINESS_PAGE = new RegExp(`^/business/(${UUID})/?$`, 'i');

export const GENERIC_PREVIEW = HOME_META;

const shorten = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
/** A stored image is shared as its 1200×630 JPEG cut (GET /objects/<id>/og.jpg); another URL as it is. */
function shareImageOf(path: string | null | undefined, absolute: (p: string) => string): Pick<SharePreview, 'image' | 'imageSize'> {
  if (!path) return { image: null };
  if (!isStoredImagePath(path)) return { image: absolute(path) };
  return { image: absolute(`${path}/og.jpg`), imageSize: SHARE_IMAGE_SIZE };
}

const asPublic = (actor: null, params: Record<string, string>): RpcRequest => ({ actor, params, query: {}, body: {} });

/** "LOST: Biscuit, beagle — Riverside Park, Austin" (the web app sets the same title: libs/contracts page-titles.ts). */
export const petPreviewTitle = petPageTitle;

/**
 * The preview of a public page, asked of the owning service as an anonymous visitor would see it:
 * a pending, rejected or unknown post (any error) gets none, so nothing leaks into the generic tags.
 */
export async function sharePreviewOf(rpc: RpcClient, path: string, publicUrl: string): Promise<SharePreview | null> {
  const absolute = (p: string) => new URL(p, publicUrl).toString();
  const url = new URL(path, publicUrl).toString();
  try {
    const pet = PET_PAGE.exec(path);
    if (pet) {
      const post = await rpc.request<LostFoundPet>(SUBJECTS.pets.getLostFoundPet, asPublic(null, { id: pet[1] }));
      const seen = post.lastSeenDate ? ` on ${new Date(post.lastSeenDate).toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' })}` : '';
      const status = post.status === 'resolved' ? 'Reunited! ' : post.type === 'lost' ? `Last seen${seen}. Have you seen this pet? ` : `Found${seen}. Do you know this pet? `;
      return {
        title: petPreviewTitle(post),
        description: shorten(`${status}${post.description}`, 200),
        ...shareImageOf(post.photoUrl, absolute),
        url,
        ...(post.photoUrl ? { firstScreen: { heading: petTitle(post), image: post.photoUrl, pet: petFirstScreenFacts(post) } } : {}),
      };
    }
    const business = BUSINESS_PAGE.exec(path);
    if (business) {
      const b = await rpc.request<Business>(SUBJECTS.directory.getBusiness, asPublic(null, { id: business[1] }));
      const rating = b.reviewCount > 0 ? ` Rated ${b.avgRating.toFixed(1)} by ${b.reviewCount} pet parent${b.reviewCount === 1 ? '' : 's'}.` : '';
      const description = shorten(`${b.description ?? `${BUSINESS_CATEGORY_LABELS[b.category]} on PawPals.`}${rating}`, 200);
      return {
        title: businessPageTitle(b),
        description,
        // The gallery's first photo makes a better wide picture than a logo cut to 1200×630.
        ...shareImageOf(b.photos[0]?.url ?? b.logoUrl, absolute),
        url,
        firstScreen: { heading: b.name, text: businessAboutText(b) },
        structuredData: localBusinessOf(b, description, url, b.logoUrl ? absolute(b.logoUrl) : null),
      };
    }
  } catch {
    return null;
  }
  return null;
}

/** schema.org LocalBusiness of a listing; the rating only once somebody has reviewed it (an empty rating is invalid). */
export function localBusinessOf(b: Business, description: string, url: string, image: string | null): Record<string, unknown> {
  const address = {
    '@type': 'PostalAddress',
    ...(b.address ? { streetAddress: b.address } : {}),
    ...(b.city ? { addressLocality: b.city } : {}),
    ...(b.state ? { addressRegion: b.state } : {}),
    ...(b.zipCode ? { postalCode: b.zipCode } : {}),
    addressCountry: 'US',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': url,
    name: b.name,
    description,
    url,
    ...(image ? { image } : {}),
    ...(b.phone ? { telephone: b.phone } : {}),
    address,
    ...(b.latitude !== null && b.longitude !== null ? { geo: { '@type': 'GeoCoordinates', latitude: b.latitude, longitude: b.longitude } } : {}),
    ...(b.reviewCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: Number(b.avgRating.toFixed(1)), reviewCount: b.reviewCount, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON inside <script>: '<' escaped so no text of a listing can close the script element. */
export const jsonForScript = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * The page's HTML with what search engines and link previews read, rendered on the server: the route's own
 * title and description (a detail page's from its preview, a static page's from STATIC_PAGES, else the
 * generic ones), the canonical link, Open Graph / Twitter tags, JSON-LD, and noindex on private pages.
 */
export function withShareTags(html: string, preview: SharePreview | null, url: string): string {
  const canonical = new URL(url);
  canonical.search = '';
  canonical.hash = '';
  canonical.pathname = normalisedPath(canonical.pathname);
  const page = preview ?? STATIC_PAGES[canonical.pathname] ?? null;
  const title = page?.title ?? GENERIC_PREVIEW.title;
  const description = page?.description ?? GENERIC_PREVIEW.description;
  const pageTitle = documentTitle(page?.title);
  const tags: [string, string, string][] = [
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:type', 'website'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', preview?.url ?? canonical.toString()],
    ['name', 'twitter:card', preview?.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
  ];
  if (preview?.image) tags.push(['property', 'og:image', preview.image], ['name', 'twitter:image', preview.image]);
  if (preview?.image && preview.imageSize) {
    tags.push(
      ['property', 'og:image:type', 'image/jpeg'],
      ['property', 'og:image:width', String(preview.imageSize.width)],
      ['property', 'og:image:height', String(preview.imageSize.height)],
    );
  }
  if (isPrivatePath(canonical.pathname)) tags.push(['name', 'robots', 'noindex']);
  const head = [
    `<link rel="canonical" href="${escapeHtml(canonical.toString())}" />`,
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`),
    ...(preview?.structuredData ? [`<script type="application/ld+json">${jsonForScript(preview.structuredData)}</script>`] : []),
  ].join('\n    ');
  // Replacement functions, not strings: a "$&" or "$'" in a listing's text is text, not a replacement pattern.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(pageTitle)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, () => `<meta name="description" content="${escapeHtml(description)}" />`)
    .replace('</head>', () => `    ${head}\n  </head>`);
}
