/**
 * The directory's rules (businesses, reviews, favorites, appointments, inquiries, hours and slots,
 * photos, insights) with their readable messages. svc-directory enforces them; the browser forms may
 * use the same schemas so a rule and its text exist once.
 */
import { z } from 'zod';
import { pageQueryFields, substringSearchField } from '../shared/paging';
import { bothOrNoCoordinates, coordinate, coordinatesMessage, isUuid, queryNumber, roundCoordinate } from '../shared/validation';
import {
  APPOINTMENT_STATUSES,
  BUSINESS_CATEGORIES,
  BUSINESS_EVENT_KINDS,
  BUSINESS_PHOTOS_MAX,
  DIRECTORY_LIMITS,
  INQUIRY_SENDER_TYPES,
  PREFERRED_WINDOWS,
  PRICE_RANGES,
  REVIEW_SORTS,
  WEEKDAY_NAMES,
} from './enums';

/** Optional free text: trimmed, '' becomes null, undefined stays undefined (= "not sent"). */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

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

/** GET /api/admin/businesses?q=&limit=&cursor= — by name, q found in the name, city or owner's email; paged (shared/paging.ts). */
export const adminBusinessListQuerySchema = z.object({ ...pageQueryFields, q: substringSearchField("business's name, city or owner's email") });

const businessId = z.string({ error: 'businessId is required' }).refine(isUuid, { error: 'businessId must be a business id' });

export const reviewInputSchema = z.object({
  businessId,
  rating: z
    .number({ error: `Rating must be a whole number from ${DIRECTORY_LIMITS.ratingMin} to ${DIRECTORY_LIMITS.ratingMax}` })
    .int({ error: `Rating must be a whole number from ${DIRECTORY_LIMITS.ratingMin} to ${DIRECTORY_LIMITS.ratingMax}` })
    .min(DIRECTORY_LIMITS.ratingMin, { error: `Rating must be a whole number from ${DIRECTORY_LIMITS.ratingMin} to ${DIRECTORY_LIMITS.ratingMax}` })
    .max(DIRECTORY_LIMITS.ratingMax, { error: `Rating must be a whole number from ${DIRECTORY_LIMITS.ratingMin} to ${DIRECTORY_LIMITS.ratingMax}` }),
  comment: optionalText('Comment', 2000),
});

export const favoriteInputSchema = z.object({ businessId });

const calendarDate = (label: string) =>
  z
    .string({ error: `${label} must be a date like 2027-03-14` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a date like 2027-03-14` })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
      error: `${label} must be a real calendar date`,
    });

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
  // A clinic without bookable slots is asked for up to a few preferred windows instead of one blind time
  // (docs/decisions/0125-booking-a-clinic-without-hours-the-owners-hours-insights.md).
  preferredTimes: z
    .array(
      z.object({
        date: calendarDate('Preferred date'),
        window: z.enum(PREFERRED_WINDOWS, { error: `Preferred time must be one of ${PREFERRED_WINDOWS.join(', ')}` }),
      }),
      { error: 'preferredTimes must be a list of {date, window}' },
    )
    .min(1, { error: 'Give at least one preferred time, or leave preferredTimes out' })
    .max(DIRECTORY_LIMITS.preferredTimesMax, { error: `At most ${DIRECTORY_LIMITS.preferredTimesMax} preferred times` })
    .refine((list) => new Set(list.map((p) => `${p.date} ${p.window}`)).size === list.length, {
      error: 'Each preferred time may be given once',
    })
    .optional(),
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

/**
 * The query of GET /api/inquiries/unread-count: whose side's badge, the conversations I started
 * (`customer`) or my business's (`business`); absent, both added up.
 */
export const inquiryUnreadCountQuerySchema = z.object({
  side: z
    .union([z.enum(INQUIRY_SENDER_TYPES), z.literal('')], { error: `side must be one of ${INQUIRY_SENDER_TYPES.join(', ')}` })
    .optional()
    .transform((side) => (side === '' ? undefined : side))
    .meta({ description: 'customer: the conversations I started; business: those of my business; absent: both' }),
});

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
    minRating: queryNumber('minRating', 0, DIRECTORY_LIMITS.ratingMax),
    lat: queryNumber('lat', -90, 90).transform((v) => (v === undefined ? v : roundCoordinate(v))),
    lng: queryNumber('lng', -180, 180).transform((v) => (v === undefined ? v : roundCoordinate(v))),
    radiusMiles: queryNumber('radiusMiles', 0, 12_500),
    limit: queryNumber('limit', 1, SEARCH_LIMIT_MAX, true),
    offset: queryNumber('offset', 0, 1_000_000, true),
    openNow: z
      .union([z.enum(['true', 'false', '1', '0']), z.literal('')], { error: 'openNow must be true or false' })
      .optional()
      .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'))
      .meta({ description: 'true: only businesses open at this moment in their own time zone' }),
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

// ── Opening hours, bookable slots, review replies ──

/** "HH:MM" → minutes after midnight; "24:00" is the end of the day (only as a closing time). */
export const minutesOfClock = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
/** Minutes after midnight → "HH:MM". */
export const clockOfMinutes = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const clock = (label: string, allowEndOfDay: boolean) =>
  z
    .string({ error: `${label} must be a time like 09:00` })
    .regex(allowEndOfDay ? /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/ : /^([01]\d|2[0-3]):[0-5]\d$/, {
      error: `${label} must be a time like 09:00${allowEndOfDay ? ' (24:00 for midnight)' : ''}`,
    });

/** Whether the runtime knows an IANA zone name (Node and browsers carry the same tz database as ICU). */
export const isKnownTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
};

const weeklyRange = z.object({
  day: z
    .number({ error: 'day must be a whole number from 0 (Sunday) to 6 (Saturday)' })
    .int({ error: 'day must be a whole number from 0 (Sunday) to 6 (Saturday)' })
    .min(0, { error: 'day must be a whole number from 0 (Sunday) to 6 (Saturday)' })
    .max(6, { error: 'day must be a whole number from 0 (Sunday) to 6 (Saturday)' }),
  open: clock('Opening time', false),
  close: clock('Closing time', true),
});

/**
 * PUT /api/my-business/hours. Several ranges per day; a day without ranges is closed. A range must
 * close after it opens on the same day (24:00 = midnight), and ranges of one day may not overlap
 * (touching is fine: 09:00–12:00 and 12:00–18:00). Closures are whole days, one entry per date.
 */
export const businessHoursInputSchema = z
  .object({
    timeZone: z
      .string({ error: 'timeZone must be an IANA time zone such as America/Chicago' })
      .trim()
      .refine(isKnownTimeZone, { error: 'timeZone must be an IANA time zone such as America/Chicago' })
      .optional(),
    weekly: z.array(weeklyRange, { error: 'weekly must be a list of {day, open, close}' }).max(7 * DIRECTORY_LIMITS.hoursRangesPerDayMax, {
      error: `At most ${DIRECTORY_LIMITS.hoursRangesPerDayMax} ranges per day`,
    }),
    closures: z
      .array(
        z.object({
          date: calendarDate('Closure date'),
          note: optionalText('Closure note', 200),
        }),
        { error: 'closures must be a list of {date, note}' },
      )
      .max(DIRECTORY_LIMITS.closuresMax, { error: `At most ${DIRECTORY_LIMITS.closuresMax} closures` })
      .default([]),
  })
  .superRefine((v, ctx) => {
    const byDay = new Map<number, { open: number; close: number; index: number }[]>();
    v.weekly.forEach((r, index) => {
      const open = minutesOfClock(r.open);
      const close = minutesOfClock(r.close);
      if (close <= open) {
        ctx.addIssue({ code: 'custom', path: ['weekly', index, 'close'], message: `${WEEKDAY_NAMES[r.day]}: closing time ${r.close} must be after opening time ${r.open}` });
        return;
      }
      byDay.set(r.day, [...(byDay.get(r.day) ?? []), { open, close, index }]);
    });
    for (const [day, ranges] of byDay) {
      if (ranges.length > DIRECTORY_LIMITS.hoursRangesPerDayMax) {
        ctx.addIssue({ code: 'custom', path: ['weekly'], message: `${WEEKDAY_NAMES[day]}: at most ${DIRECTORY_LIMITS.hoursRangesPerDayMax} ranges per day` });
      }
      const sorted = [...ranges].sort((a, b) => a.open - b.open);
      for (let i = 1; i < sorted.length; i++) {
        if (sorted[i].open < sorted[i - 1].close) {
          ctx.addIssue({
            code: 'custom',
            path: ['weekly', sorted[i].index],
            message: `${WEEKDAY_NAMES[day]}: ${clockOfMinutes(sorted[i].open)}–${clockOfMinutes(sorted[i].close)} overlaps ${clockOfMinutes(sorted[i - 1].open)}–${clockOfMinutes(sorted[i - 1].close)}`,
          });
        }
      }
    }
    const dates = new Set<string>();
    v.closures.forEach((c, index) => {
      if (dates.has(c.date)) ctx.addIssue({ code: 'custom', path: ['closures', index, 'date'], message: `Closure ${c.date} is listed twice` });
      dates.add(c.date);
    });
  });
export type BusinessHoursInput = z.input<typeof businessHoursInputSchema>;

const SLOT_MINUTES_MESSAGE = `slotMinutes must be a whole number of minutes from ${DIRECTORY_LIMITS.slotMinutesMin} to ${DIRECTORY_LIMITS.slotMinutesMax}`;
/** PUT /api/my-business/booking: the length of a visit; bookable hours are the opening hours. */
export const bookingSettingsInputSchema = z.object({
  slotMinutes: z
    .number({ error: SLOT_MINUTES_MESSAGE })
    .int({ error: SLOT_MINUTES_MESSAGE })
    .min(DIRECTORY_LIMITS.slotMinutesMin, { error: SLOT_MINUTES_MESSAGE })
    .max(DIRECTORY_LIMITS.slotMinutesMax, { error: SLOT_MINUTES_MESSAGE }),
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});
export type BookingSettingsInput = z.input<typeof bookingSettingsInputSchema>;

/** GET /api/businesses/:id/slots?from=YYYY-MM-DD&days=14 (days in the clinic's zone; from defaults to its today). */
export const slotsQuerySchema = z.object({
  from: calendarDate('from').optional(),
  days: queryNumber('days', 1, DIRECTORY_LIMITS.slotDaysMax, true),
});

/** PUT /api/reviews/:id/reply. */
export const reviewReplyInputSchema = z.object({
  message: z
    .string({ error: 'Reply message is required' })
    .trim()
    .min(1, { error: 'Reply message is required' })
    .max(DIRECTORY_LIMITS.reviewReplyMax, { error: `Reply message must be at most ${DIRECTORY_LIMITS.reviewReplyMax} characters` }),
});

/** GET /api/reviews/:businessId?sort= */
export const reviewListQuerySchema = z.object({
  ...pageQueryFields,
  sort: z
    .union([z.enum(REVIEW_SORTS), z.literal('')], { error: `sort must be one of ${REVIEW_SORTS.join(', ')}` })
    .optional()
    .transform((v) => (v === '' || v === undefined ? ('newest' as const) : v)),
});

// ── Photos and insights ──

/** PUT /api/my-business/photos/order: every photo id of the gallery, once, in the new order. */
export const photoOrderSchema = z.object({
  photoIds: z
    .array(z.string({ error: 'photoIds must be photo ids' }).refine(isUuid, { error: 'photoIds must be photo ids' }), {
      error: 'photoIds is required: the ids of your photos in their new order',
    })
    .max(BUSINESS_PHOTOS_MAX, { error: `photoIds can name at most ${BUSINESS_PHOTOS_MAX} photos` })
    .refine((ids) => new Set(ids.map((i) => i.toLowerCase())).size === ids.length, { error: 'photoIds must name each photo once' })
    .transform((ids) => ids.map((i) => i.toLowerCase())),
});
export type PhotoOrder = z.output<typeof photoOrderSchema>;

/** POST /api/businesses/:id/events. */
export const businessEventSchema = z.object({
  kind: z.enum(BUSINESS_EVENT_KINDS, { error: 'kind must be one of view, call, website' }),
});
