/**
 * Entity and payload shapes of SPEC §3 as they travel over HTTP and NATS (dates as ISO strings).
 * Each shape is a zod schema (the response half of the route contracts, and the OpenAPI components
 * named by `meta({id})`); the TypeScript type of the same name is inferred from it, so a field is
 * declared once.
 */
import { z } from 'zod';
import { memberSuspensionSchema } from './suspension';
import {
  ACCOUNT_TYPES,
  ADMIN_ROLES,
  APPOINTMENT_STATUSES,
  APPROVAL_STATUSES,
  BUSINESS_CATEGORIES,
  CONTACT_PREFERENCES,
  INQUIRY_SENDER_TYPES,
  MICROCHIP_ANSWERS,
  PET_CONVERSATION_ROLES,
  PET_POST_TYPES,
  PET_SEXES,
  PET_SIZES,
  PET_SPECIES,
  PLACE_PRECISIONS,
  PET_STATUSES,
  PREFERRED_WINDOWS,
  PRICE_RANGES,
  REPORTED_CONTENT_STATUSES,
} from './enums';

const isoDateTime = z.string().meta({ format: 'date-time' });
const id = z.string().meta({ format: 'uuid' });
const text = z.string().nullable();
/** On the author's own answer only, while a moderator has it down (issue 27): the reason they gave. */
const removedReason = z
  .string()
  .optional()
  .meta({ description: "Only on the author's own answer while a moderator has taken it down: the reason (shown as 'Removed by a moderator: <reason>')" });

export const zeroOneSchema = z.union([z.literal(0), z.literal(1)]).meta({ id: 'ZeroOne', description: '0 = no, 1 = yes' });
export type ZeroOne = z.infer<typeof zeroOneSchema>;

export const businessCategorySchema = z.enum(BUSINESS_CATEGORIES).meta({ id: 'BusinessCategory' });
export const priceRangeSchema = z.enum(PRICE_RANGES).meta({ id: 'PriceRange' });
export const appointmentStatusEnum = z.enum(APPOINTMENT_STATUSES).meta({ id: 'AppointmentStatus' });
export const adminRoleSchema = z.enum(ADMIN_ROLES).meta({ id: 'AdminRole' });
export const petSpeciesSchema = z.enum(PET_SPECIES).meta({ id: 'PetSpecies' });
export const placePrecisionSchema = z.enum(PLACE_PRECISIONS).meta({ id: 'PlacePrecision' });

export const sessionUserSchema = z
  .object({
    id,
    firstName: z.string(),
    lastName: z.string(),
    username: z.string(),
    email: z.string(),
    profileImageUrl: text,
    accountType: z.enum(ACCOUNT_TYPES),
    /** Whether the person confirmed their email address through the link we mailed. */
    emailVerified: z.boolean(),
  })
  .meta({ id: 'SessionUser', description: 'The signed-in member' });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const adminSessionUserSchema = sessionUserSchema
  .extend({ role: adminRoleSchema })
  .meta({ id: 'AdminSessionUser', description: 'A signed-in admin and their role' });

/** A ThumbHash (base64) of a stored image, to paint its colours before it arrives; null when not known. */
const placeholder = text.meta({ description: 'A ThumbHash (base64) of the image, to paint its colours before it arrives; null when not known' });

export const businessPhotoSchema = z
  .object({ id, url: z.string().meta({ description: 'The stored image, /objects/<id>' }), placeholder, removedReason })
  .meta({ id: 'BusinessPhoto', description: 'One photo of a business gallery (besides its logo)' });
export type BusinessPhoto = z.infer<typeof businessPhotoSchema>;

export const businessSchema = z
  .object({
    id,
    name: z.string(),
    category: businessCategorySchema,
    description: text,
    logoUrl: text,
    photoPlaceholder: text.meta({ description: "The logo's ThumbHash (base64), to paint its colours before it arrives; null when not known" }),
    isPremium: zeroOneSchema,
    avgRating: z.number(),
    reviewCount: z.number().int(),
    address: text,
    city: text,
    state: text,
    zipCode: text,
    phone: text,
    websiteUrl: text,
    services: text,
    pricing: text,
    priceRange: priceRangeSchema.nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    photos: z.array(businessPhotoSchema).meta({ description: "The gallery in the owner's order (up to 10); the first one is the card's picture" }),
    removedReason,
  })
  .meta({ id: 'Business', description: 'A groomer, pet store, park or veterinarian of the directory' });
export type Business = z.infer<typeof businessSchema>;

export const businessHoursSchema = z
  .object({
    weekly: z
      .array(z.object({ day: z.number().int().min(0).max(6), open: z.string(), close: z.string() }))
      .meta({ description: 'Opening ranges by day (0 = Sunday), "HH:MM" in the business\'s time zone; a day without ranges is closed' }),
    closures: z.array(z.object({ date: z.string().meta({ format: 'date' }), note: text })).meta({ description: 'Special closures, whole days' }),
  })
  .meta({ id: 'BusinessHours' });
export type BusinessHours = z.infer<typeof businessHoursSchema>;

export const bookingSettingsSchema = z
  .object({ slotMinutes: z.number().int(), enabled: z.boolean() })
  .meta({ id: 'BookingSettings', description: 'Bookable vet slots: the length of a visit; bookable hours are the opening hours' });
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;

/** One business with its opening hours, time zone, whether it is open now and its slot settings (issue 17). */
export const businessDetailSchema = businessSchema
  .extend({
    hours: businessHoursSchema,
    timeZone: text.meta({ description: 'IANA zone of the business (saved with its hours, else derived from its state/coordinates); null when unknown' }),
    openNow: z.boolean().meta({ description: 'Open at this moment in its own time zone (false without hours)' }),
    booking: bookingSettingsSchema.nullable().meta({ description: 'Slot settings; null = appointment requests name a free date' }),
  })
  .meta({ id: 'BusinessDetail' });
export type BusinessDetail = z.infer<typeof businessDetailSchema>;

export const appointmentSlotSchema = z
  .object({ start: isoDateTime, end: isoDateTime })
  .meta({ id: 'AppointmentSlot', description: 'A free slot of a clinic' });
export type AppointmentSlot = z.infer<typeof appointmentSlotSchema>;

export const adminBusinessRowSchema = z
  .object({
    id,
    name: z.string(),
    city: text,
    category: businessCategorySchema,
    priceRange: priceRangeSchema.nullable(),
    isPremium: zeroOneSchema,
    ownerEmail: text,
  })
  .meta({ id: 'AdminBusinessRow' });
export type AdminBusinessRow = z.infer<typeof adminBusinessRowSchema>;

export const favoriteSchema = z
  .object({ id, businessId: id, business: businessSchema.optional() })
  .meta({ id: 'Favorite', description: 'A business the member saved' });
export type Favorite = z.infer<typeof favoriteSchema>;

export const reviewSchema = z
  .object({
    id,
    businessId: id,
    rating: z.number().int(),
    comment: text,
    createdAt: isoDateTime,
    user: z.object({ firstName: text, profileImageUrl: text }),
    business: z.object({ id, name: z.string() }).optional(),
    ownerReply: z
      .object({ message: z.string(), createdAt: isoDateTime })
      .nullable()
      .meta({ description: "The business owner's answer ('Response from the owner'), or null" }),
    helpfulCount: z.number().int().meta({ description: 'How many members marked it helpful' }),
    removedReason,
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof reviewSchema>;

export const notificationSchema = z
  .object({
    id,
    title: z.string(),
    message: z.string(),
    link: text,
    isRead: zeroOneSchema,
    createdAt: isoDateTime,
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

export const petPostSchema = z
  .object({
    id,
    type: z.enum(PET_POST_TYPES),
    status: z.enum(PET_STATUSES),
    petName: text,
    breed: text,
    color: text,
    description: z.string(),
    collarInfo: text,
    lastSeenLocation: z.string(),
    lastSeenDate: text,
    photoUrl: text.meta({ description: 'The cover photo: photoUrls[0]' }),
    photoUrls: z.array(z.string()).meta({ description: 'Every photo of the post (1 to 5 /objects/<id> paths) in the poster’s order; the first is the cover' }),
    photoPlaceholder: text.meta({ description: "The cover's ThumbHash (base64), to paint its colours before it arrives; null when not known" }),
    photoPlaceholders: z
      .array(z.string().nullable())
      .meta({ description: 'The ThumbHash of each photo, parallel to photoUrls (null where not known)' }),
    contactInfo: text.meta({
      description: "The poster's phone; null for everyone but the poster and admins when contactPreference is 'messages'",
    }),
    contactPreference: z.enum(CONTACT_PREFERENCES).meta({ description: "'phone': the phone is shown; 'messages': reach the poster only by PawPals messages" }),
    approvalStatus: z.enum(APPROVAL_STATUSES),
    species: petSpeciesSchema.nullable(),
    size: z.enum(PET_SIZES).nullable(),
    sex: z.enum(PET_SEXES).nullable(),
    microchipped: z.enum(MICROCHIP_ANSWERS).nullable(),
    latitude: z.number().nullable().meta({ description: 'Where it was last seen; null when the place could not be resolved' }),
    longitude: z.number().nullable(),
    locationPrecision: placePrecisionSchema.nullable(),
    distanceMiles: z.number().optional().meta({ description: 'Miles from the lat/lng of a "near me" query' }),
    createdAt: isoDateTime,
    isOwner: z.boolean().optional().meta({ description: 'True when the signed-in caller posted it' }),
    posterId: id.optional().meta({ description: 'Who posted it: for admins only (the moderation queue names the poster)' }),
    resolvedAt: text.optional().meta({ description: 'When the poster marked it resolved; null while active' }),
    removedReason,
  })
  .meta({ id: 'LostFoundPet', description: 'A lost or found pet post' });
export type LostFoundPet = z.infer<typeof petPostSchema>;

export const petMatchSchema = z
  .object({
    pet: petPostSchema,
    score: z.number().min(0).max(1),
    distanceMiles: z.number().nullable(),
    reasons: z.array(z.string()).meta({ description: 'Why it may be the same pet, in words a person reads' }),
  })
  .meta({ id: 'PetMatch', description: 'A post of the opposite type that may be the same pet' });
export type PetMatch = z.infer<typeof petMatchSchema>;

export const sightingSchema = z
  .object({
    id,
    postId: id,
    seenAt: isoDateTime,
    location: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    note: text,
    photoUrl: text,
    photoPlaceholder: text.meta({ description: "The photo's ThumbHash (base64); null without a photo or when not known" }),
    reporterFirstName: text.meta({ description: 'Only the first name of who saw it' }),
    createdAt: isoDateTime,
    removedReason,
  })
  .meta({ id: 'Sighting', description: 'Someone saw a lost or found pet' });
export type Sighting = z.infer<typeof sightingSchema>;

export const petMessageSchema = z
  .object({
    id,
    conversationId: id,
    senderRole: z.enum(PET_CONVERSATION_ROLES),
    senderFirstName: text,
    message: z.string(),
    createdAt: isoDateTime,
    isRead: zeroOneSchema.meta({ description: 'For the reader: 1 once read (your own messages are always 1)' }),
    removedReason,
  })
  .meta({ id: 'PetMessage', description: 'One message of a conversation about a lost or found pet post' });
export type PetMessage = z.infer<typeof petMessageSchema>;

export const petConversationSchema = z
  .object({
    id,
    postId: id,
    petName: text.meta({ description: "The post's pet name; 'Removed post' for the visitor while a moderator has the post down" }),
    postType: z.enum(PET_POST_TYPES),
    postStatus: z.enum(PET_STATUSES),
    photoUrl: text.meta({ description: "The post's cover photo; null for the visitor while a moderator has the post down" }),
    role: z.enum(PET_CONVERSATION_ROLES).meta({ description: "The caller's side: 'poster' (it is their post) or 'visitor'" }),
    otherFirstName: text.meta({ description: 'First name of the other side, when known' }),
    unreadCount: z.number().int(),
    lastMessageAt: isoDateTime,
    messages: z.array(petMessageSchema).meta({ description: 'Oldest first' }),
  })
  .meta({ id: 'PetConversation', description: 'A private conversation between a poster and one visitor about a post' });
export type PetConversation = z.infer<typeof petConversationSchema>;

export const reunionSchema = z
  .object({
    id,
    type: z.enum(PET_POST_TYPES),
    petName: text,
    species: petSpeciesSchema.nullable(),
    photoUrl: text,
    lastSeenLocation: z.string(),
    thankYouNote: z.string(),
    resolvedAt: isoDateTime,
  })
  .meta({ id: 'Reunion', description: 'A pet back home, with its poster’s thank-you note' });
export type Reunion = z.infer<typeof reunionSchema>;

export const nearbyVetSchema = z
  .object({
    id,
    name: z.string(),
    phone: text,
    address: text,
    city: text,
    state: text,
    distanceMiles: z.number(),
  })
  .meta({ id: 'NearbyVet', description: 'A veterinarian of the directory near a pet post' });
export type NearbyVet = z.infer<typeof nearbyVetSchema>;

export const alertAreaSchema = z
  .object({
    zipCode: text,
    latitude: z.number(),
    longitude: z.number(),
    radiusMiles: z.number(),
    species: z.array(petSpeciesSchema).meta({ description: 'Only these species; empty = every species' }),
    placeLabel: text.meta({ description: 'The place in words, e.g. "Austin, TX 78701"' }),
    updatedAt: isoDateTime,
  })
  .meta({ id: 'AlertArea', description: 'Where a member hears about lost and found pets' });
export type AlertArea = z.infer<typeof alertAreaSchema>;

export const emailPreferencesSchema = z
  .object({
    petAlerts: z.boolean().meta({ description: 'Lost and found pets posted in my alert area' }),
    messages: z.boolean().meta({ description: 'New messages and replies' }),
    appointments: z.boolean().meta({ description: 'Appointment requests and status changes' }),
    news: z.boolean().meta({ description: 'Platform news and announcements' }),
  })
  .meta({ id: 'EmailPreferences', description: 'Which emails a member gets (security emails are always sent); at most one per kind per 15 minutes' });
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

export const clientConfigSchema = z
  .object({
    mapTilesUrl: text.meta({ description: 'An OpenStreetMap-style {z}/{x}/{y} tile URL template; null = offline outline map' }),
    mapAttribution: text,
  })
  .meta({ id: 'ClientConfig', description: 'Deployment settings the browser needs' });
export type ClientConfig = z.infer<typeof clientConfigSchema>;

export const appointmentSchema = z
  .object({
    id,
    businessId: id,
    appointmentDate: isoDateTime,
    status: appointmentStatusEnum,
    petName: text,
    reason: text,
    notes: text,
    preferredTimes: z
      .array(z.object({ date: z.string().meta({ format: 'date' }), window: z.enum(PREFERRED_WINDOWS) }))
      .meta({ description: 'Windows the visitor prefers (a clinic without bookable slots); empty when a time was chosen' }),
    business: z.object({ id, name: z.string(), city: text, state: text, phone: text }).optional(),
    user: z.object({ firstName: text, lastName: text, email: text }).optional(),
  })
  .meta({ id: 'Appointment', description: 'A vet appointment request' });
export type Appointment = z.infer<typeof appointmentSchema>;

export const adminAppointmentRowSchema = z
  .object({
    id,
    businessName: z.string(),
    userName: z.string(),
    userEmail: z.string(),
    status: appointmentStatusEnum,
    appointmentDate: isoDateTime,
    petName: text,
    reason: text,
  })
  .meta({ id: 'AdminAppointmentRow' });
export type AdminAppointmentRow = z.infer<typeof adminAppointmentRowSchema>;

export const inquiryMessageSchema = z
  .object({
    id,
    conversationId: id,
    customerName: z.string(),
    customerEmail: z.string(),
    subject: z.string(),
    message: z.string(),
    createdAt: isoDateTime,
    senderType: z.enum(INQUIRY_SENDER_TYPES),
    isRead: zeroOneSchema.meta({
      description: 'For the reader of the list: 1 once the other side has replied, and always 1 for your own messages',
    }),
    businessId: id.optional(),
    businessName: z.string().optional(),
  })
  .meta({ id: 'InquiryMessage', description: 'One message of a conversation between a customer and a business' });
export type InquiryMessage = z.infer<typeof inquiryMessageSchema>;

export const uploadUrlResultSchema = z.object({ uploadURL: z.string() }).meta({ id: 'UploadUrlResult' });
export type UploadUrlResult = z.infer<typeof uploadUrlResultSchema>;
export const objectPathResultSchema = z
  .object({
    objectPath: z.string(),
    width: z.number().int().optional().meta({ description: 'Width of the processed image (upright, at most 2560 px)' }),
    height: z.number().int().optional(),
    placeholder: z.string().optional().meta({ description: "A ThumbHash (base64) of the image, to paint its colours before it arrives" }),
  })
  .meta({ id: 'ObjectPathResult' });
export type ObjectPathResult = z.infer<typeof objectPathResultSchema>;

export const adminCheckSchema = z
  .object({ isAdmin: z.boolean(), role: adminRoleSchema.nullable() })
  .meta({ id: 'AdminCheck' });
export type AdminCheck = z.infer<typeof adminCheckSchema>;

export const dashboardAnalyticsSchema = z
  .object({
    totalBusinesses: z.number().int(),
    totalUsers: z.number().int(),
    activePets: z.number().int(),
    totalAppointments: z.number().int(),
    premiumBusinesses: z.number().int(),
    pendingContentApproval: z.number().int(),
    reunionsThisMonth: z.number().int().meta({ description: 'Posts marked reunited since the first of this month (UTC)' }),
    categoryDistribution: z.array(z.object({ category: businessCategorySchema, count: z.number().int() })),
    recentActivity: z.array(z.object({ id: z.string(), description: z.string(), timestamp: isoDateTime })),
  })
  .meta({ id: 'DashboardAnalytics' });
export type DashboardAnalytics = z.infer<typeof dashboardAnalyticsSchema>;

export const adminUserSchema = z
  .object({ id, userId: id, email: z.string(), username: z.string(), role: adminRoleSchema, createdAt: isoDateTime })
  .meta({ id: 'AdminUser', description: 'A member with an admin role' });
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListItemSchema = z
  .object({
    id,
    email: z.string(),
    username: z.string(),
    profilePicture: text,
    reviewsCount: z.number().int(),
    petsFoundCount: z.number().int(),
    badges: z.array(z.object({ name: z.string() })),
    suspension: memberSuspensionSchema.nullable().meta({ description: 'Their suspension while it lasts, else null' }),
  })
  .meta({ id: 'Member', description: 'A member as the admin portal lists them' });
export type AdminUserListItem = z.infer<typeof adminUserListItemSchema>;

export const reportedContentSchema = z
  .object({
    id,
    contentType: z.string(),
    contentId: id,
    reason: z.string(),
    status: z.enum(REPORTED_CONTENT_STATUSES),
    createdAt: isoDateTime,
    content: z
      .object({ title: z.string(), link: text })
      .nullable()
      .optional()
      .meta({ description: "In the moderation queue: what was reported, named by its owner, and where to open it (null when it no longer exists)" }),
  })
  .meta({ id: 'ReportedContent' });
export type ReportedContent = z.infer<typeof reportedContentSchema>;

export const settingsCategoriesSchema = z
  .object({
    businessCategories: z.array(z.string()),
    priceRanges: z.array(z.string()),
    appointmentStatuses: z.array(z.string()),
    adminRoles: z.array(z.string()),
  })
  .meta({ id: 'SettingsCategories' });
export type SettingsCategories = z.infer<typeof settingsCategoriesSchema>;

export const placeSearchResultSchema = z
  .object({
    googlePlaceId: z.string(),
    name: z.string(),
    category: businessCategorySchema,
    city: z.string(),
    state: z.string(),
    phone: text,
    rating: z.number().nullable(),
    address: text.optional(),
    websiteUrl: text.optional(),
    latitude: z.number().nullable().optional(),
    longitude: z.number().nullable().optional(),
  })
  .meta({ id: 'PlaceSearchResult', description: 'A place found by the import search' });
export type PlaceSearchResult = z.infer<typeof placeSearchResultSchema>;

export const importResultSchema = z
  .object({
    imported: z.array(z.object({ name: z.string() })),
    duplicates: z.array(z.object({ name: z.string() })),
    errors: z.array(z.object({ name: z.string(), error: z.string() })),
    message: z.string(),
  })
  .meta({ id: 'ImportResult' });
export type ImportResult = z.infer<typeof importResultSchema>;

export const countSchema = z.object({ count: z.number().int() }).meta({ id: 'Count' });
export type Count = z.infer<typeof countSchema>;

export const updatedCountSchema = z.object({ updated: z.number().int() }).meta({ id: 'UpdatedCount' });

export const messageResultSchema = z
  .object({ message: z.string() })
  .meta({ id: 'MessageResult', description: 'A confirmation text to show' });

export const broadcastResultSchema = z
  .object({ message: z.string(), broadcastId: id })
  .meta({ id: 'BroadcastResult' });

export const logoutEverywhereResultSchema = z
  .object({ message: z.string(), sessionsEnded: z.number().int() })
  .meta({ id: 'LogoutEverywhereResult' });

const componentState = z.enum(['up', 'down']);
export const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    postgres: componentState,
    nats: componentState,
    services: z.record(z.string(), componentState),
  })
  .meta({ id: 'Health' });
