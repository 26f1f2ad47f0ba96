/** Lost & found's enums and limits: posts, the animal, places, contact, conversations, matches. */

export const PET_POST_TYPES = ['lost', 'found'] as const;
export type PetPostType = (typeof PET_POST_TYPES)[number];
export const PET_STATUSES = ['active', 'resolved'] as const;
export type PetStatus = (typeof PET_STATUSES)[number];
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** What a lost/found post may say about the animal; every one optional on the form. */
export const PET_SPECIES = ['dog', 'cat', 'bird', 'rabbit', 'reptile', 'small animal', 'other'] as const;
export type PetSpecies = (typeof PET_SPECIES)[number];
export const PET_SIZES = ['small', 'medium', 'large'] as const;
export type PetSize = (typeof PET_SIZES)[number];
export const PET_SEXES = ['male', 'female', 'unknown'] as const;
export type PetSex = (typeof PET_SEXES)[number];
export const MICROCHIP_ANSWERS = ['yes', 'no', 'unknown'] as const;
export type MicrochipAnswer = (typeof MICROCHIP_ANSWERS)[number];
/** How exact a stored place is: a dropped pin / "use my location", a geocoded street, a ZIP or a city centroid. */
export const PLACE_PRECISIONS = ['pin', 'street', 'zip', 'city'] as const;
export type PlacePrecision = (typeof PLACE_PRECISIONS)[number];

/**
 * How a lost/found poster is reached (docs/decisions/0083-contact-preference.md): their phone on the post, or
 * only PawPals messages.
 */
export const CONTACT_PREFERENCES = ['phone', 'messages'] as const;
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number];
/** The two sides of a conversation about a post: who posted it, and the visitor who wrote about it. */
export const PET_CONVERSATION_ROLES = ['poster', 'visitor'] as const;
export type PetConversationRole = (typeof PET_CONVERSATION_ROLES)[number];
/** A poster's answer about one of their post's possible matches: it is their pet, or it is not. */
export const MATCH_VERDICTS = ['mine', 'not_mine'] as const;
export type MatchVerdict = (typeof MATCH_VERDICTS)[number];

/** A lost/found post holds 1 to this many photos; the first is the cover (`photoUrl`). */
export const PET_PHOTOS_MAX = 5;

export const PETS_LIMITS = {
  /** GET /api/lost-found-pets?radiusMiles= ("Near me"). */
  nearMeRadiusMilesMin: 1,
  nearMeRadiusMilesMax: 100,
  /** GET /api/lost-found-pets/:id/matches answers at most this many. */
  petMatchesMax: 10,
  /**
   * A possible match is announced (bell, mail, push) only from this score: the band right at least 90 % of
   * the time on bench/matching (`node bench/matching/band.mjs`); below it the match shows on the panel alone.
   */
  confidentMatchScore: 0.9,
  /** A found pet is a candidate for a lost one when found on or after the loss, within this many days. */
  petMatchWindowDays: 60,
  /** GET /api/lost-found-pets/:id/nearby-vets answers this many. */
  nearbyVetsCount: 3,
  /** "Happy reunions" shows this many. */
  reunionsShown: 6,
  /** GET /api/lost-found-pets?q= (the board's search box) is at most this long. */
  boardSearchMax: 100,
} as const;
