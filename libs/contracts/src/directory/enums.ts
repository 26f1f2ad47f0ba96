/** Constants and limits of SPEC §3, §4 and §9. Every other package reads them from here. */

export const BUSINESS_CATEGORIES = ['groomer', 'pet_store', 'park', 'veterinarian'] as const;
export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number];
export const BUSINESS_CATEGORY_LABELS: Record<BusinessCategory, string> = {
  groomer: 'Groomer',
  pet_store: 'Pet Store',
  park: 'Park',
  veterinarian: 'Veterinarian',
};

export const PRICE_RANGES = ['budget', 'moderate', 'premium'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];
export const PRICE_RANGE_SYMBOLS: Record<PriceRange, string> = { budget: '$', moderate: '$$', premium: '$$$' };

export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/**
 * Parts of a day a visitor may prefer when the clinic lists no hours (issue 26 item 8), with the local
 * times each stands for: the request's appointmentDate is the start of the first preference.
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

/** The only moves a business owner may make (SPEC §4). */
export const APPOINTMENT_TRANSITIONS: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed'],
  cancelled: [],
  completed: [],
};

/** Who ended an appointment as 'cancelled': the business declining it, or the visitor cancelling their own. */
export const APPOINTMENT_CANCELLERS = ['business', 'visitor'] as const;
export type AppointmentCanceller = (typeof APPOINTMENT_CANCELLERS)[number];
/** What a visitor may cancel from their dashboard (issue 17). */
export const VISITOR_CANCELLABLE_STATUSES: readonly AppointmentStatus[] = ['pending', 'confirmed'];
/** Appointment statuses that hold their slot; declined/cancelled and completed ones free it. */
export const SLOT_HOLDING_STATUSES: readonly AppointmentStatus[] = ['pending', 'confirmed'];

/** GET /api/reviews/:businessId?sort= (issue 17). */
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

export const PET_POST_TYPES = ['lost', 'found'] as const;
export type PetPostType = (typeof PET_POST_TYPES)[number];
export const PET_STATUSES = ['active', 'resolved'] as const;
export type PetStatus = (typeof PET_STATUSES)[number];
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** What a lost/found post may say about the animal (issue 13); every one optional on the form. */
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

export const ADMIN_ROLES = ['super_admin', 'moderator', 'content_manager'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
export const ADMIN_ROLE_LEVELS: Record<AdminRole, number> = { super_admin: 3, moderator: 2, content_manager: 1 };
export function hasAdminLevel(role: AdminRole | null | undefined, required: AdminRole): boolean {
  return !!role && ADMIN_ROLE_LEVELS[role] >= ADMIN_ROLE_LEVELS[required];
}

export const ACCOUNT_TYPES = ['pet_owner', 'business_owner'] as const;

/** What a member may get by email besides security mails (issue 15): each can be switched off. */
export const EMAIL_KINDS = ['petAlerts', 'messages', 'appointments', 'news'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const INQUIRY_SENDER_TYPES = ['customer', 'business'] as const;
export type InquirySenderType = (typeof INQUIRY_SENDER_TYPES)[number];

/** What a member can report (POST /api/reports): businesses and reviews live in svc-directory, pet posts in svc-pets. */
export const REPORTABLE_CONTENT_TYPES = ['business', 'review', 'lost_found_pet'] as const;
export type ReportableContentType = (typeof REPORTABLE_CONTENT_TYPES)[number];
/** How a lost/found poster is reached (issue 14): their phone on the post, or only PawPals messages. */
export const CONTACT_PREFERENCES = ['phone', 'messages'] as const;
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number];
/** The two sides of a conversation about a post: who posted it, and the visitor who wrote about it. */
export const PET_CONVERSATION_ROLES = ['poster', 'visitor'] as const;
export type PetConversationRole = (typeof PET_CONVERSATION_ROLES)[number];

export const REPORTED_CONTENT_STATUSES = ['pending', 'reviewed', 'dismissed'] as const;
export type ReportedContentStatus = (typeof REPORTED_CONTENT_STATUSES)[number];

export const LIMITS = {
  uploadMaxBytes: 10_485_760,
  usernameMin: 3,
  usernameMax: 100,
  passwordMin: 8,
  stateCodeLength: 2,
  minimumAge: 13,
  ratingMin: 1,
  ratingMax: 5,
  minRatingFilterValues: [0, 3, 4, 4.5],
  distanceMilesOptions: [0, 5, 10, 25, 50],
  earthRadiusMiles: 3959,
  /** GET /api/lost-found-pets?radiusMiles= ("Near me"). */
  nearMeRadiusMilesMin: 1,
  nearMeRadiusMilesMax: 100,
  /** PUT /api/me/alert-area radiusMiles. */
  alertRadiusMilesMin: 1,
  alertRadiusMilesMax: 50,
  /** GET /api/lost-found-pets/:id/matches answers at most this many. */
  petMatchesMax: 10,
  /** A found pet is a candidate for a lost one when found on or after the loss, within this many days. */
  petMatchWindowDays: 60,
  /** GET /api/lost-found-pets/:id/nearby-vets answers this many. */
  nearbyVetsCount: 3,
  /** "Happy reunions" shows this many. */
  reunionsShown: 6,
  notificationPollMs: 30_000,
  bellBadgeMax: 9,
  recentActivityItems: 5,
  importLimitMin: 1,
  importLimitMax: 60,
  importLimitDefault: 20,
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
  redirectAfterAuthErrorMs: 500,
  redirectAfterSignupPromptMs: 1500,
  redirectAfterLoginMs: 1000,
  toastDurationMs: 5000,
  tooltipDelayMs: 700,
} as const;
