/** The directory's enums, labels and limits (businesses, reviews, appointments, hours, inquiries, insights, photos). */

export const BUSINESS_CATEGORIES = ['groomer', 'pet_store', 'park', 'veterinarian'] as const;
export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number];
export const BUSINESS_CATEGORY_LABELS: Record<BusinessCategory, string> = {
  groomer: 'Groomer',
  pet_store: 'Pet Store',
  park: 'Park',
  veterinarian: 'Veterinarian',
};

/** The same labels in Spanish (docs/i18n.md's glossary), for the server's Spanish texts (titles, previews, mails). */
export const BUSINESS_CATEGORY_LABELS_ES: Record<BusinessCategory, string> = {
  groomer: 'Peluquería canina',
  pet_store: 'Tienda de mascotas',
  park: 'Parque',
  veterinarian: 'Veterinario',
};

export const PRICE_RANGES = ['budget', 'moderate', 'premium'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];
export const PRICE_RANGE_SYMBOLS: Record<PriceRange, string> = { budget: '$', moderate: '$$', premium: '$$$' };

export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/**
 * Parts of a day a visitor may prefer when the clinic lists no hours
 * (docs/decisions/0125-booking-a-clinic-without-hours-the-owners-hours-insights.md), with the local times each
 * stands for: the request's appointmentDate is the start of the first preference.
 */
export const PREFERRED_WINDOWS = ['morning', 'afternoon', 'evening'] as const;
export type PreferredWindow = (typeof PREFERRED_WINDOWS)[number];
export const PREFERRED_WINDOW_TIMES: Record<PreferredWindow, { label: string; from: string; until: string }> = {
  morning: { label: 'Morning', from: '08:00', until: '12:00' },
  afternoon: { label: 'Afternoon', from: '12:00', until: '17:00' },
  evening: { label: 'Evening', from: '17:00', until: '20:00' },
};
const preferredDay = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
/** "Tue, Dec 1 · Morning (08:00–12:00)": a preferred window as the visitor and the clinic read it. */
export function preferredTimeLabel({ date, window }: { date: string; window: PreferredWindow }): string {
  const times = PREFERRED_WINDOW_TIMES[window];
  return `${preferredDay.format(new Date(`${date}T12:00:00Z`))} · ${times.label} (${times.from}–${times.until})`;
}

/** The only moves a business owner may make (docs/product.md#appointments-hours-and-slots). */
export const APPOINTMENT_TRANSITIONS: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed'],
  cancelled: [],
  completed: [],
};

/** Who ended an appointment as 'cancelled': the business declining it, or the visitor cancelling their own. */
export const APPOINTMENT_CANCELLERS = ['business', 'visitor'] as const;
export type AppointmentCanceller = (typeof APPOINTMENT_CANCELLERS)[number];
/** What a visitor may cancel from their dashboard (docs/decisions/0108-visitor-cancel.md). */
export const VISITOR_CANCELLABLE_STATUSES: readonly AppointmentStatus[] = ['pending', 'confirmed'];
/** Appointment statuses that hold their slot; declined/cancelled and completed ones free it. */
export const SLOT_HOLDING_STATUSES: readonly AppointmentStatus[] = ['pending', 'confirmed'];

/** GET /api/reviews/:businessId?sort= */
export const REVIEW_SORTS = ['newest', 'highest', 'lowest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
  helpful: 'Most helpful',
};

/** Days of the week as opening hours number them (0 = Sunday, like Date#getDay and Postgres dow). */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const INQUIRY_SENDER_TYPES = ['customer', 'business'] as const;
export type InquirySenderType = (typeof INQUIRY_SENDER_TYPES)[number];

/** What a visitor did on a business page, counted for its owner (docs/decisions/0113-owner-insights.md). */
export const BUSINESS_EVENT_KINDS = ['view', 'call', 'website'] as const;
export type BusinessEventKind = (typeof BUSINESS_EVENT_KINDS)[number];

/** Insights cover this many weeks (Monday to Sunday, UTC), the current one last. */
export const INSIGHT_WEEKS = 12;

/** Events one visitor address may send about one business per window (held in the gateway's memory only). */
export const BUSINESS_EVENT_LIMIT = { perWindow: 30, windowMs: 60 * 60 * 1000 } as const;

/** A business shows up to this many photos besides its logo (docs/decisions/0112-business-photos.md). */
export const BUSINESS_PHOTOS_MAX = 10;

export const BUSINESS_PHOTO_NOT_FOUND = 'Photo not found';

export const DIRECTORY_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  minRatingFilterValues: [0, 3, 4, 4.5],
  distanceMilesOptions: [0, 5, 10, 25, 50],
  /** PUT /api/my-business/booking slotMinutes. */
  slotMinutesMin: 10,
  slotMinutesMax: 240,
  /** GET /api/businesses/:id/slots?days= (default and most). */
  slotDaysMax: 14,
  /** Opening hours: ranges per day and special closures kept. */
  hoursRangesPerDayMax: 6,
  closuresMax: 366,
  /** Preferred date/time windows of one appointment request to a clinic without bookable slots. */
  preferredTimesMax: 3,
  /** Pending requests one member may have with one clinic at once, so nobody holds every free slot. */
  openAppointmentRequestsPerClinic: 3,
  reviewReplyMax: 2000,
} as const;
