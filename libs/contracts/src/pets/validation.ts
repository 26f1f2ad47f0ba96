/**
 * Lost & found posts (docs/product.md#posting-a-lost-or-found-pet): the rules of a new post, a status change
 * and a moderation decision, with readable messages. The browser form and svc-pets both use these schemas.
 */
import { z } from 'zod';
import { OBJECT_PATH_PATTERN } from '../shared/images';
import { pageQueryFields } from '../shared/paging';
import { bothOrNoCoordinates, coordinate, coordinatesMessage, queryNumber, roundCoordinate } from '../shared/validation';
import {
  CONTACT_PREFERENCES,
  MATCH_VERDICTS,
  MICROCHIP_ANSWERS,
  PET_PHOTOS_MAX,
  PET_POST_TYPES,
  PET_SEXES,
  PET_SIZES,
  PET_SPECIES,
  PETS_LIMITS,
  type PetSpecies,
} from './enums';

/** Limits of the free-text fields of a post, chosen so a card and the detail page stay readable. */
export const PET_POST_LIMITS = {
  petName: 100,
  breed: 100,
  color: 100,
  collarInfo: 300,
  description: 2000,
  lastSeenLocation: 300,
  contactInfo: 40,
  contactMinDigits: 7,
  /** A last-seen date may lie this far ahead of the server clock (the browser's "today" in any time zone). */
  lastSeenFutureToleranceMs: 36 * 60 * 60 * 1000,
} as const;

const required = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: tooLong });

/** Optional text: missing, null or blank become null. */
const optionalText = (label: string, max: number) =>
  z
    .union([z.string({ error: `${label} must be text` }), z.null()], { error: `${label} must be text` })
    .optional()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
    .refine((v) => v === null || v.length <= max, { error: `${label} must be at most ${max} characters` });

const lastSeenDate = z
  .string({ error: 'Last seen date is required' })
  .trim()
  .min(1, { error: 'Last seen date is required' })
  .transform((value, ctx) => {
    const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00.000Z` : value);
    if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1970) {
      ctx.addIssue({ code: 'custom', message: 'Last seen date must be a valid date' });
      return z.NEVER;
    }
    if (date.getTime() > Date.now() + PET_POST_LIMITS.lastSeenFutureToleranceMs) {
      ctx.addIssue({ code: 'custom', message: 'Last seen date cannot be in the future' });
      return z.NEVER;
    }
    return date.toISOString();
  });

/** An optional choice from a fixed list: missing, null or blank become null; case and spaces are forgiven. */
const optionalChoice = <const T extends readonly [string, ...string[]]>(label: string, values: T) => {
  const message = `${label} must be one of: ${values.join(', ')}`;
  return z
    .union([z.string(), z.null()], { error: message })
    .optional()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim().toLowerCase()))
    .pipe(z.enum(values, { error: message }).nullable());
};

const contactPhone = required(
  'Contact phone number is required',
  PET_POST_LIMITS.contactInfo,
  `Contact phone number must be at most ${PET_POST_LIMITS.contactInfo} characters`,
).refine((v) => /^[0-9+()\-.\s]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= PET_POST_LIMITS.contactMinDigits, {
  error: 'Contact phone number must be a valid phone number',
});

const CONTACT_PREFERENCE = 'Contact preference must be phone or messages';
/**
 * 'phone' (the default, the original behaviour) shows the number; 'messages' keeps it for the poster and admins
 * (docs/decisions/0083-contact-preference.md).
 */
const contactPreference = z
  .union([z.enum(CONTACT_PREFERENCES), z.literal(''), z.null()], { error: CONTACT_PREFERENCE })
  .optional()
  .transform((v) => v || 'phone');

/** The readable 400s of a post's photos. */
export const PET_PHOTO_MESSAGES = {
  required: 'Pet photo is required',
  notUploaded: 'Pet photo must be an uploaded image (upload it first)',
  tooMany: `A post can have at most ${PET_PHOTOS_MAX} photos`,
  duplicate: 'Each photo can be added once',
  notAList: 'Pet photos must be a list of uploaded images',
  coverFirst: 'photoUrl must be the first of photoUrls (the cover photo); send photoUrls alone',
} as const;

/**
 * A post's photos (docs/decisions/0119-several-photos-per-lost-found-post.md): 1 to PET_PHOTOS_MAX
 * `/objects/<id>` paths in the poster's order, each once; the first is the cover (the post's `photoUrl`, on
 * cards, flyers and share previews).
 */
const photoListOf = (min: 0 | 1) =>
  z
    .array(
      z.string({ error: PET_PHOTO_MESSAGES.notUploaded }).trim().regex(OBJECT_PATH_PATTERN, { error: PET_PHOTO_MESSAGES.notUploaded }),
      { error: (issue) => (issue.input == null ? PET_PHOTO_MESSAGES.required : PET_PHOTO_MESSAGES.notAList) },
    )
    .min(min, { error: PET_PHOTO_MESSAGES.required })
    .max(PET_PHOTOS_MAX, { error: PET_PHOTO_MESSAGES.tooMany })
    .refine((urls) => new Set(urls).size === urls.length, { error: PET_PHOTO_MESSAGES.duplicate })
    .meta({ description: `1 to ${PET_PHOTOS_MAX} uploaded images (/objects/<id>), each once, in order: the first is the cover` });
const petPhotoList = photoListOf(1);

/** The photos a create body names: photoUrls, else the legacy photoUrl alone. */
const photosOf = (v: { photoUrl?: string | null; photoUrls?: string[] | undefined }): string[] =>
  v.photoUrls?.length ? v.photoUrls : v.photoUrl ? [v.photoUrl] : [];

const photoFieldsParsed = (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
  !payload.issues.some((issue) => issue.path?.[0] === 'photoUrl' || issue.path?.[0] === 'photoUrls');

export const lostFoundPetSchema = z
  .object({
  type: z.enum(PET_POST_TYPES, { error: 'Post type must be lost or found' }),
  petName: optionalText('Pet name', PET_POST_LIMITS.petName),
  breed: optionalText('Breed', PET_POST_LIMITS.breed),
  color: optionalText('Color', PET_POST_LIMITS.color),
  species: optionalChoice('Species', PET_SPECIES),
  size: optionalChoice('Size', PET_SIZES),
  sex: optionalChoice('Sex', PET_SEXES),
  microchipped: optionalChoice('Microchipped', MICROCHIP_ANSWERS),
  /** The map pin (or "use my location") of the last seen place; without it the server geocodes the text. */
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
  description: required('Description is required', PET_POST_LIMITS.description, `Description must be at most ${PET_POST_LIMITS.description} characters`),
  collarInfo: optionalText('Collar information', PET_POST_LIMITS.collarInfo),
  lastSeenLocation: required(
    'Last seen location is required',
    PET_POST_LIMITS.lastSeenLocation,
    `Last seen location must be at most ${PET_POST_LIMITS.lastSeenLocation} characters`,
  ),
  lastSeenDate,
  /** The legacy single photo: the same as photoUrls = [photoUrl]. Blank counts as absent. */
  photoUrl: z
    .union([z.string(), z.null()], { error: PET_PHOTO_MESSAGES.notUploaded })
    .optional()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
    .refine((v) => v === null || OBJECT_PATH_PATTERN.test(v), { error: PET_PHOTO_MESSAGES.notUploaded })
    .meta({ description: 'The cover photo alone (legacy): send photoUrls instead; when both are sent it must equal photoUrls[0]' }),
  /** An empty list counts as absent (a form holding both fields), like a blank photoUrl. */
  photoUrls: photoListOf(0).optional(),
  contactInfo: contactPhone,
  contactPreference,
  })
  .refine(bothOrNoCoordinates, coordinatesMessage)
  // The photo rules run even while other fields are wrong (the form shows every error at once), once the photo fields themselves parsed.
  .refine((v) => photosOf(v).length > 0 || v.photoUrls !== undefined, {
    error: PET_PHOTO_MESSAGES.required,
    path: ['photoUrl'],
    when: photoFieldsParsed,
  })
  .refine((v) => photosOf(v).length > 0 || v.photoUrls === undefined, {
    error: PET_PHOTO_MESSAGES.required,
    path: ['photoUrls'],
    when: photoFieldsParsed,
  })
  .refine((v) => !v.photoUrl || !v.photoUrls?.length || v.photoUrl === v.photoUrls[0], {
    error: PET_PHOTO_MESSAGES.coverFirst,
    path: ['photoUrl'],
    when: photoFieldsParsed,
  })
  .transform((v) => {
    const photoUrls = photosOf(v);
    return { ...v, photoUrls, photoUrl: photoUrls[0] };
  });
export type LostFoundPetCreateInput = z.input<typeof lostFoundPetSchema>;
/** A parsed create body: `photoUrls` is always 1–5 photos and `photoUrl` is its first (the cover). */
export type LostFoundPetCreateData = z.output<typeof lostFoundPetSchema>;

/** PATCH /api/lost-found-pets/:id/photos — the poster's photos in their new order (the first is the cover). */
export const petPhotosSchema = z.object({
  photoUrls: petPhotoList,
});
export type PetPhotosInput = z.input<typeof petPhotosSchema>;

/** POST /api/lost-found-pets/:id/matches/:otherId/feedback — "This is my pet" or "Not my pet". */
export const matchFeedbackInputSchema = z.object({
  verdict: z.enum(MATCH_VERDICTS, { error: 'Verdict must be mine or not_mine' }),
});

/** PATCH /api/lost-found-pets/:id/status — the poster marks a pet reunited (or reopens the post). */
export const petStatusSchema = z.object({
  status: z.enum(['active', 'resolved'], { error: 'Status must be active or resolved' }),
  /** When marking reunited: a thank-you shown in "Happy reunions" (docs/decisions/0076-happy-reunions.md). */
  thankYouNote: optionalText('Thank-you note', 500),
});

/** PATCH /api/lost-found-pets/:id/contact — the poster changes how people reach them, and optionally the phone. */
export const petContactSchema = z.object({
  contactPreference: z.enum(CONTACT_PREFERENCES, { error: CONTACT_PREFERENCE }),
  contactInfo: contactPhone.optional(),
});

/** PATCH /api/admin/lost-found/:id/approve */
export const petModerationSchema = z.object({
  approvalStatus: z.enum(['approved', 'rejected'], { error: 'Approval status must be approved or rejected' }),
});

const NEAR_ME = `radiusMiles must be a number from ${PETS_LIMITS.nearMeRadiusMilesMin} to ${PETS_LIMITS.nearMeRadiusMilesMax}`;

const BOARD_SEARCH = `q must be at most ${PETS_LIMITS.boardSearchMax} characters`;

/**
 * GET /api/lost-found-pets?type=&q=&lat=&lng=&zipCode=&radiusMiles=&species=&limit=&cursor= — type omitted (or
 * 'all') for every type; q keeps the posts holding every word of it; with lat/lng (or a ZIP code) the answer
 * is nearest first and each post carries distanceMiles; paged (shared/paging.ts).
 */
export const petListQuerySchema = z
  .object({
    ...pageQueryFields,
    q: z
      .string()
      .trim()
      .max(PETS_LIMITS.boardSearchMax, { error: BOARD_SEARCH })
      .optional()
      .transform((q) => (q ? q : undefined))
      .meta({ description: "Words that must all appear (any case) in the pet's name, breed, colour, description, collar, species or place" }),
    type: z
      .union([z.enum(PET_POST_TYPES), z.literal('all'), z.literal('')], { error: 'Type must be lost or found' })
      .optional()
      .transform((t) => (t === 'lost' || t === 'found' ? t : undefined)),
    lat: queryNumber('lat', -90, 90).transform((v) => (v === undefined ? v : roundCoordinate(v))),
    lng: queryNumber('lng', -180, 180).transform((v) => (v === undefined ? v : roundCoordinate(v))),
    /** "Near me" by ZIP when the browser's location is not available; lat/lng win when both are given. */
    zipCode: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || /^\d{5}$/.test(v), { error: 'zipCode must be 5 digits' }),
    radiusMiles: queryNumber('radiusMiles', PETS_LIMITS.nearMeRadiusMilesMin, PETS_LIMITS.nearMeRadiusMilesMax).meta({ description: NEAR_ME }),
    species: z
      .union([z.enum(PET_SPECIES), z.literal('all'), z.literal('')], { error: `species must be one of: ${PET_SPECIES.join(', ')}` })
      .optional()
      .transform((v) => (v === 'all' || v === '' ? undefined : v)),
  })
  .refine((v) => (v.lat === undefined) === (v.lng === undefined), { error: 'lat and lng must be given together', path: ['lat'] })
  .refine((v) => v.radiusMiles === undefined || v.lat !== undefined || v.zipCode !== undefined, {
    error: 'radiusMiles needs lat and lng (or zipCode)',
    path: ['radiusMiles'],
  });

/**
 * Species for the admin view (docs/product.md#admin-portal) when the poster gives none (it is optional on the
 * form): the first animal word found in breed, description or pet name.
 */
const SPECIES_WORDS: [PetSpecies, RegExp][] = [
  ['dog', /\b(dogs?|pupp(y|ies)|pup|canine|labrador|retriever|terrier|poodle|beagle|bulldog|shepherd|husky|spaniel|chihuahua|dachshund|corgi|collie|pug|boxer|schnauzer|rottweiler|doodle|pit ?bull|shih tzu|yorkie)\b/i],
  ['cat', /\b(cats?|kittens?|kitty|feline|tabby|siamese|persian|maine coon|ragdoll|calico|tortoiseshell|bengal)\b/i],
  ['bird', /\b(birds?|parrots?|parakeets?|budgies?|cockatiels?|canar(y|ies)|macaws?|cockatoos?|finch(es)?)\b/i],
  ['rabbit', /\b(rabbits?|bunn(y|ies)|lop)\b/i],
  ['reptile', /\b(snakes?|lizards?|turtles?|tortoises?|geckos?|iguanas?|python|bearded dragon)\b/i],
  ['small animal', /\b(guinea pigs?|hamsters?|ferrets?|gerbils?|mice|mouse|rats?|chinchillas?|hedgehogs?)\b/i],
];

export function deriveSpecies(...texts: (string | null | undefined)[]): PetSpecies | null {
  for (const text of texts) {
    if (!text) continue;
    for (const [species, pattern] of SPECIES_WORDS) if (pattern.test(text)) return species;
  }
  return null;
}

/** A sighting's time may lie this little ahead of the server clock (clock skew), never more. */
const SIGHTING_FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

/** POST /api/lost-found-pets/:id/sightings — someone saw the pet. */
export const sightingInputSchema = z
  .object({
    seenAt: z
      .string({ error: 'When did you see the pet? Give a date and time' })
      .trim()
      .min(1, { error: 'When did you see the pet? Give a date and time' })
      .transform((value, ctx) => {
        const date = new Date(value);
        if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1970) {
          ctx.addIssue({ code: 'custom', message: 'The sighting time must be a valid date and time' });
          return z.NEVER;
        }
        if (date.getTime() > Date.now() + SIGHTING_FUTURE_TOLERANCE_MS) {
          ctx.addIssue({ code: 'custom', message: 'The sighting time cannot be in the future' });
          return z.NEVER;
        }
        return date.toISOString();
      }),
    location: required('Where did you see the pet?', PET_POST_LIMITS.lastSeenLocation, `Location must be at most ${PET_POST_LIMITS.lastSeenLocation} characters`),
    latitude: coordinate('Latitude', 90),
    longitude: coordinate('Longitude', 180),
    note: optionalText('Note', 1000),
    photoUrl: z
      .union([z.string(), z.null()], { error: 'Photo must be an uploaded image (upload it first)' })
      .optional()
      .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
      .refine((v) => v === null || OBJECT_PATH_PATTERN.test(v), { error: 'Photo must be an uploaded image (upload it first)' }),
  })
  .refine(bothOrNoCoordinates, coordinatesMessage);
export type SightingInput = z.input<typeof sightingInputSchema>;
