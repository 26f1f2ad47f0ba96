import { BUSINESS_CATEGORY_LABELS, SUBJECTS, type Business, type LostFoundPet, type RpcRequest } from '@pawpals/contracts';
import type { RpcClient } from '@pawpals/nest-common';

/** What a link shows when it is pasted into a chat or a social network (Open Graph / Twitter card). */
export interface SharePreview {
  title: string;
  description: string;
  /** Absolute URL of the photo or logo, when there is one. */
  image: string | null;
  url: string;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PET_PAGE = new RegExp(`^/lost-found/(${UUID})/?$`, 'i');
const BUSINESS_PAGE = new RegExp(`^/business/(${UUID})/?$`, 'i');

export const GENERIC_PREVIEW = {
  title: 'PawPals — Connecting Pet Families',
  description: 'Find groomers, pet stores, parks and veterinarians near you, and help lost pets get home.',
};

const shorten = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
const asPublic = (actor: null, params: Record<string, string>): RpcRequest => ({ actor, params, query: {}, body: {} });

/** "LOST: Biscuit, beagle — Riverside Park, Austin". */
export function petPreviewTitle(pet: Pick<LostFoundPet, 'type' | 'petName' | 'breed' | 'species' | 'lastSeenLocation'>): string {
  const kind = pet.breed?.toLowerCase() ?? pet.species ?? 'pet';
  const who = pet.petName ? `${pet.petName}, ${kind}` : kind.charAt(0).toUpperCase() + kind.slice(1);
  return `${pet.type.toUpperCase()}: ${who} — ${pet.lastSeenLocation}`;
}

/**
 * The preview of a public page, asked of the owning service as an anonymous visitor would see it:
 * a pending, rejected or unknown post (any error) gets none, so nothing leaks into the generic tags.
 */
export async function sharePreviewOf(rpc: RpcClient, path: string, publicUrl: string): Promise<SharePreview | null> {
  const absolute = (p: string | null) => (p ? new URL(p, publicUrl).toString() : null);
  const url = new URL(path, publicUrl).toString();
  try {
    const pet = PET_PAGE.exec(path);
    if (pet) {
      const post = await rpc.request<LostFoundPet>(SUBJECTS.pets.getLostFoundPet, asPublic(null, { id: pet[1] }));
      const seen = post.lastSeenDate ? ` on ${new Date(post.lastSeenDate).toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' })}` : '';
      const status = post.status === 'resolved' ? 'Reunited! ' : post.type === 'lost' ? `Last seen${seen}. Have you seen this pet? ` : `Found${seen}. Do you know this pet? `;
      return { title: petPreviewTitle(post), description: shorten(`${status}${post.description}`, 200), image: absolute(post.photoUrl), url };
    }
    const business = BUSINESS_PAGE.exec(path);
    if (business) {
      const b = await rpc.request<Business>(SUBJECTS.directory.getBusiness, asPublic(null, { id: business[1] }));
      const where = [b.city, b.state].filter(Boolean).join(', ');
      const rating = b.reviewCount > 0 ? ` Rated ${b.avgRating.toFixed(1)} by ${b.reviewCount} pet parent${b.reviewCount === 1 ? '' : 's'}.` : '';
      return {
        title: `${b.name} — ${BUSINESS_CATEGORY_LABELS[b.category]}${where ? ` in ${where}` : ''}`,
        description: shorten(`${b.description ?? `${BUSINESS_CATEGORY_LABELS[b.category]} on PawPals.`}${rating}`, 200),
        image: absolute(b.logoUrl),
        url,
      };
    }
  } catch {
    return null;
  }
  return null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page's HTML with its title, description and Open Graph / Twitter tags (generic when there is no preview). */
export function withShareTags(html: string, preview: SharePreview | null, url: string): string {
  const title = preview?.title ?? GENERIC_PREVIEW.title;
  const description = preview?.description ?? GENERIC_PREVIEW.description;
  const tags: [string, string, string][] = [
    ['property', 'og:site_name', 'PawPals'],
    ['property', 'og:type', 'website'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', preview?.url ?? url],
    ['name', 'twitter:card', preview?.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
  ];
  if (preview?.image) tags.push(['property', 'og:image', preview.image], ['name', 'twitter:image', preview.image]);
  const meta = tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`).join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(preview ? `${title} | PawPals` : title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeHtml(description)}" />`)
    .replace('</head>', `    ${meta}\n  </head>`);
}
