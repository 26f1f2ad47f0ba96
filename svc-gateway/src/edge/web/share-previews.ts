import {
  BUSINESS_CATEGORY_LABELS,
  BUSINESS_CATEGORY_LABELS_ES,
  businessAboutText,
  businessPageTitle,
  documentTitle,
  isStoredImagePath,
  petFirstScreenFacts,
  petPageTitle,
  petTitle,
  SHARE_IMAGE_SIZE,
  SUBJECTS,
  DEFAULT_LOCALE,
  LOCALE_TAGS,
  LOCALES,
  localeOfPath,
  localizedPath,
  pathWithoutLocale,
  type Business,
  type Locale,
  type LostFoundPet,
  type RpcRequest,
} from '@pawpals/contracts';
import type { RpcClient } from '@pawpals/nest-common';
import type { FirstScreen } from '@pawpals/remotes';
import { HOME_META, homeMeta, isPrivatePath, normalisedPath, SITE_NAME, staticPageMeta } from './page-meta';

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

const OG_LOCALES: Record<Locale, string> = { en: 'en_US', es: 'es_US' };

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
  const locale = localeOfPath(path);
  const words = PREVIEW_WORDS[locale];
  const plain = pathWithoutLocale(path);
  try {
    const pet = PET_PAGE.exec(plain);
    if (pet) {
      const post = await rpc.request<LostFoundPet>(SUBJECTS.pets.getLostFoundPet, asPublic(null, { id: pet[1] }));
      const seen = post.lastSeenDate ? words.on(new Date(post.lastSeenDate).toLocaleDateString(`${LOCALE_TAGS[locale]}-US`, { month: 'long', day: 'numeric', timeZone: 'UTC' })) : '';
      const status = post.status === 'resolved' ? words.reunited : post.type === 'lost' ? words.lost(seen) : words.found(seen);
      return {
        title: petPreviewTitle(post, locale),
        description: shorten(`${status}${post.description}`, 200),
        ...shareImageOf(post.photoUrl, absolute),
        url,
        ...(post.photoUrl ? { firstScreen: { heading: petTitle(post, locale), image: post.photoUrl, pet: petFirstScreenFacts(post, locale) } } : {}),
      };
    }
    const business = BUSINESS_PAGE.exec(plain);
    if (business) {
      const b = await rpc.request<Business>(SUBJECTS.directory.getBusiness, asPublic(null, { id: business[1] }));
      const rating = b.reviewCount > 0 ? words.rated(b.avgRating.toFixed(1), b.reviewCount) : '';
      const description = shorten(`${b.description ?? words.onPawPals((locale === 'es' ? BUSINESS_CATEGORY_LABELS_ES : BUSINESS_CATEGORY_LABELS)[b.category])}${rating}`, 200);
      return {
        title: businessPageTitle(b, locale),
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

/** A detail page's preview sentences in each language. */
const PREVIEW_WORDS = {
  en: {
    on: (day: string) => ` on ${day}`,
    reunited: 'Reunited! ',
    lost: (seen: string) => `Last seen${seen}. Have you seen this pet? `,
    found: (seen: string) => `Found${seen}. Do you know this pet? `,
    rated: (rating: string, count: number) => ` Rated ${rating} by ${count} pet parent${count === 1 ? '' : 's'}.`,
    onPawPals: (category: string) => `${category} on PawPals.`,
  },
  es: {
    on: (day: string) => ` el ${day}`,
    reunited: '¡De vuelta en casa! ',
    lost: (seen: string) => `Visto por última vez${seen}. ¿Has visto a esta mascota? `,
    found: (seen: string) => `Encontrado${seen}. ¿Conoces a esta mascota? `,
    rated: (rating: string, count: number) => ` Calificación de ${rating} según ${count} ${count === 1 ? 'dueño de mascota' : 'dueños de mascotas'}.`,
    onPawPals: (category: string) => `${category} en PawPals.`,
  },
} satisfies Record<Locale, unknown>;

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
  const locale = localeOfPath(canonical.pathname);
  const page = preview ?? staticPageMeta(canonical.pathname);
  const title = page?.title ?? homeMeta(locale).title;
  const description = page?.description ?? homeMeta(locale).description;
  const pageTitle = documentTitle(page?.title, locale);
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
  tags.push(['property', 'og:locale', OG_LOCALES[locale]], ...LOCALES.filter((other) => other !== locale).map((other): [string, string, string] => ['property', 'og:locale:alternate', OG_LOCALES[other]]));
  const isPrivate = isPrivatePath(canonical.pathname);
  if (isPrivate) tags.push(['name', 'robots', 'noindex']);
  // Every public page names its twin in the other language, and English as the default (docs/i18n.md).
  const twin = (other: Locale) => {
    const link = new URL(canonical.toString());
    link.pathname = localizedPath(canonical.pathname, other);
    return escapeHtml(link.toString());
  };
  const alternates = isPrivate
    ? []
    : [
        ...LOCALES.map((other) => `<link rel="alternate" hreflang="${LOCALE_TAGS[other]}" href="${twin(other)}" />`),
        `<link rel="alternate" hreflang="x-default" href="${twin(DEFAULT_LOCALE)}" />`,
      ];
  const head = [
    `<link rel="canonical" href="${escapeHtml(canonical.toString())}" />`,
    ...alternates,
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`),
    ...(preview?.structuredData ? [`<script type="application/ld+json">${jsonForScript(preview.structuredData)}</script>`] : []),
  ].join('\n    ');
  // Replacement functions, not strings: a "$&" or "$'" in a listing's text is text, not a replacement pattern.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(pageTitle)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, () => `<meta name="description" content="${escapeHtml(description)}" />`)
    .replace('</head>', () => `    ${head}\n  </head>`);
}
