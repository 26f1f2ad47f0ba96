/**
 * Server rules of the services directory (issue 4) with their readable messages. svc-directory
 * enforces them; the browser forms may use the same schemas so a rule and its text exist once.
 */
import { z } from 'zod';
import { APPOINTMENT_STATUSES, BUSINESS_CATEGORIES, LIMITS, PRICE_RANGES } from './enums';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** Optional free text: trimmed, '' becomes null, undefined stays undefined (= "not sent"). */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

/**
 * Coordinates keep 7 decimals (about 1 cm). Besides being plenty, this turns values like 5e-324 into 0:
 * Postgres raises "value out of range: underflow" when the distance maths (ll_to_earth, radians) on
 * such a value rounds to zero, which made an insert or a search fail as a 5xx.
 */
export const roundCoordinate = (n: number) => Math.round(n * 1e7) / 1e7 || 0;

/** A coordinate as a number (or numeric text from a form); '' and null mean "none". */
export const coordinate = (label: string, limit: number) =>
  z
    .union([z.number(), z.string(), z.null()], { error: `${label} must be a number between -${limit} and ${limit}` })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      if (v === null || (typeof v === 'string' && v.trim() === '')) return null;
      const n = typeof v === 'number' ? v : Number(v);
      if (!Number.isFinite(n) || n < -limit || n > limit) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number between -${limit} and ${limit}` });
        return z.NEVER;
      }
      return roundCoordinate(n);
    });

export const WEBSITE_MESSAGE = 'Website must be a web address starting with http:// or https://';

/**
 * Whether a website may be stored (and later linked): an http(s) URL, or an address without any
 * scheme ("www.example.com", which pages link as https://). Anything naming another scheme
 * (javascript:, data:, ftp:…) or holding whitespace or control characters (which browsers drop
 * when parsing, so "java\tscript:" would run) is refused.
 */
export function isWebsiteAddress(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return false;
  if (/^https?:\/\//i.test(value)) {
    try {
      return Boolean(new URL(value).hostname);
    } catch {
      return false;
    }
  }
  // A scheme is letters followed by ":" before any "/", "?" or "#".
  return !/^[^/?#]*:/.test(value);
}

const websiteUrl = optionalText('Website', 2000).refine((v) => v == null || isWebsiteAddress(v), { error: WEBSITE_MESSAGE });

const categoryMessage = `Category must be one of ${BUSINESS_CATEGORIES.join(', ')}`;
const priceRangeMessage = `Price range must be one of ${PRICE_RANGES.join(', ')}`;

/** Owner-writable fields. Read-only fields (id, avgRating, reviewCount, …) are not part of it and are ignored. */
const businessFields = {
  name: z
    .string({ error: 'Business name is required' })
    .trim()
    .min(1, { error: 'Business name is required' })
    .max(200, { error: 'Business name must be at most 200 characters' }),
  category: z.enum(BUSINESS_CATEGORIES, { error: categoryMessage }),
  description: optionalText('Description', 5000),
  logoUrl: optionalText('Logo URL', 2000),
  address: optionalText('Address', 300),
  city: optionalText('City', 100),
  state: optionalText('State', 100),
  zipCode: optionalText('ZIP code', 20),
  phone: optionalText('Phone', 50),
  websiteUrl,
  services: optionalText('Services', 5000),
  pricing: optionalText('Pricing', 5000),
  priceRange: z
    .union([z.enum(PRICE_RANGES), z.literal(''), z.null()], { error: priceRangeMessage })
    .optional()
    .transform((v) => (v === '' ? null : v)),
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
};

const premiumFlag = z.union([z.literal(0), z.literal(1)], { error: 'isPremium must be 0 or 1' });

export const bothOrNoCoordinates = (v: { latitude?: number | null; longitude?: number | null }) =>
  (v.latitude === undefined) === (v.longitude === undefined) && (v.latitude === null) === (v.longitude === null);
export const coordinatesMessage = { error: 'Latitude and longitude must be given together', path: ['latitude'] };

/** POST /api/businesses. isPremium is only changed through the premium toggle (PUT with isPremium). */
export const businessCreateSchema = z
  .object({ ...businessFields, category: businessFields.category.default('groomer') })
  .refine(bothOrNoCoordinates, coordinatesMessage);
export type BusinessCreateData = z.output<typeof businessCreateSchema>;

/** PUT /api/businesses/:id: any subset of the owner's fields, and/or isPremium (the premium toggle). */
export const businessUpdateSchema = z
  .object({
    ...Object.fromEntries(Object.entries(businessFields).map(([k, s]) => [k, s.optional()])),
    isPremium: premiumFlag.optional(),
  } as { [K in keyof typeof businessFields]: z.ZodOptional<(typeof businessFields)[K]> } & {
    isPremium: z.ZodOptional<typeof premiumFlag>;
  })
  .refine(bothOrNoCoordinates, coordinatesMessage);
export type BusinessUpdateData = z.output<typeof businessUpdateSchema>;

export const premiumSchema = z.object({ isPremium: premiumFlag });

const businessId = z.string({ error: 'businessId is required' }).refine(isUuid, { error: 'businessId must be a business id' });

export const reviewInputSchema = z.object({
  businessId,
  rating: z
    .number({ error: `Rating must be a whole number from ${LIMITS.ratingMin} to ${LIMITS.ratingMax}` })
    .int({ error: `Rating must be a whole number from ${LIMITS.ratingMin} to ${LIMITS.ratingMax}` })
    .min(LIMITS.ratingMin, { error: `Rating must be a whole number from ${LIMITS.ratingMin} to ${LIMITS.ratingMax}` })
    .max(LIMITS.ratingMax, { error: `Rating must be a whole number from ${LIMITS.ratingMin} to ${LIMITS.ratingMax}` }),
  comment: optionalText('Comment', 2000),
});

export const favoriteInputSchema = z.object({ businessId });

export const appointmentInputSchema = z.object({
  businessId,
  appointmentDate: z
    .string({ error: 'Appointment date is required' })
    .trim()
    .min(1, { error: 'Appointment date is required' })
    .refine((v) => /^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v)), {
      error: 'Appointment date must be an ISO date and time',
    }),
  petName: optionalText('Pet name', 100),
  reason: optionalText('Reason', 2000),
  notes: optionalText('Notes', 2000),
});

export const appointmentStatusSchema = z.object({
  status: z.enum(APPOINTMENT_STATUSES, { error: `Status must be one of ${APPOINTMENT_STATUSES.join(', ')}` }),
});

export const inquiryInputSchema = z.object({
  subject: z
    .string({ error: 'Subject is required' })
    .trim()
    .min(1, { error: 'Subject is required' })
    .max(200, { error: 'Subject must be at most 200 characters' }),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, { error: 'Message is required' })
    .max(5000, { error: 'Message must be at most 5000 characters' }),
});

export type InquiryInput = z.input<typeof inquiryInputSchema>;

export const inquiryReplySchema = inquiryInputSchema.pick({ message: true });

/** Numeric query-string value within bounds; '' means "not given". */
export const queryNumber = (label: string, min: number, max: number, integer = false) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      const n = Number(v);
      if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) {
        ctx.addIssue({ code: 'custom', message: `${label} must be ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    })
    .meta({ description: `${integer ? 'A whole number' : 'A number'} from ${min} to ${max}` });

export const SEARCH_LIMIT_MAX = 500;

/** GET /api/businesses query string. */
export const businessSearchSchema = z
  .object({
    q: z.string().trim().max(200, { error: 'Search text must be at most 200 characters' }).optional(),
    category: z
      .union([z.enum(BUSINESS_CATEGORIES), z.literal('all'), z.literal('')], { error: categoryMessage })
      .optional()
      .transform((v) => (v === 'all' || v === '' ? undefined : v)),
    city: z.string().trim().max(100, { error: 'City must be at most 100 characters' }).optional(),
    priceRange: z
      .union([z.enum(PRICE_RANGES), z.literal('all'), z.literal('')], { error: priceRangeMessage })
      .optional()
      .transform((v) => (v === 'all' || v === '' ? undefined : v)),
    minRating: queryNumber('minRating', 0, LIMITS.ratingMax),
    lat: queryNumber('lat', -90, 90).transform((v) => (v === undefined ? v : roundCoordinate(v))),
    lng: queryNumber('lng', -180, 180).transform((v) => (v === undefined ? v : roundCoordinate(v))),
    radiusMiles: queryNumber('radiusMiles', 0, 12_500),
    limit: queryNumber('limit', 1, SEARCH_LIMIT_MAX, true),
    offset: queryNumber('offset', 0, 1_000_000, true),
  })
  .refine((v) => (v.lat === undefined) === (v.lng === undefined), { error: 'lat and lng must be given together', path: ['lat'] })
  .refine((v) => !v.radiusMiles || v.lat !== undefined, { error: 'radiusMiles needs lat and lng', path: ['radiusMiles'] });
export type BusinessSearch = z.output<typeof businessSearchSchema>;

const importedPlace = z.object({
  googlePlaceId: z.string().trim().max(300).nullable().optional(),
  name: businessFields.name,
  category: businessFields.category,
  city: optionalText('City', 100),
  state: optionalText('State', 100),
  phone: optionalText('Phone', 50),
  rating: z.number().nullable().optional(),
  address: optionalText('Address', 300),
  websiteUrl,
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
});
export const importedPlaceSchema = importedPlace;

export const importBusinessesSchema = z.object({
  businesses: z
    .array(z.unknown(), { error: 'businesses must be a list of places' })
    .min(1, { error: 'Select at least one business to import' })
    .max(100, { error: 'Import at most 100 businesses at a time' }),
});
