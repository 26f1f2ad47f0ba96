/**
 * The directory's shapes: businesses, their photos, hours and slots, reviews, favorites, appointments, inquiries and insights.
 * Each shape is a zod schema (the response half of the route contracts, and the OpenAPI components
 * named by `meta({id})`); the TypeScript type of the same name is inferred from it, so a field is
 * declared once. Dates travel as ISO strings.
 */
import { z } from 'zod';
import { zeroOneSchema } from '../shared/entities';
import { id, isoDateTime, removedReason, text } from '../shared/schema-parts';
import { APPOINTMENT_STATUSES, BUSINESS_CATEGORIES, INQUIRY_SENDER_TYPES, INSIGHT_WEEKS, PREFERRED_WINDOWS, PRICE_RANGES } from './enums';

export const businessCategorySchema = z.enum(BUSINESS_CATEGORIES).meta({ id: 'BusinessCategory' });
export const priceRangeSchema = z.enum(PRICE_RANGES).meta({ id: 'PriceRange' });
export const appointmentStatusEnum = z.enum(APPOINTMENT_STATUSES).meta({ id: 'AppointmentStatus' });

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

/** One business with its opening hours, time zone, whether it is open now and its slot settings. */
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

export const businessEventResultSchema = z
  .object({ counted: z.literal(true) })
  .meta({ id: 'BusinessEventResult', description: 'The event was counted (no visitor identity is stored)' });

export const insightWeekSchema = z
  .object({
    weekStart: z.string().meta({ format: 'date', description: 'Monday of the week (UTC)' }),
    views: z.number().int(),
    calls: z.number().int(),
    websiteClicks: z.number().int(),
    favorites: z.number().int().meta({ description: 'New favorites that week' }),
    inquiries: z.number().int().meta({ description: 'New conversations that week' }),
    appointments: z.number().int().meta({ description: 'Appointment requests made that week' }),
    averageRating: z.number().nullable().meta({ description: 'Average of the reviews written that week, null without any' }),
  })
  .meta({ id: 'InsightWeek' });
export type InsightWeek = z.infer<typeof insightWeekSchema>;

export const businessInsightsSchema = z
  .object({ weeks: z.array(insightWeekSchema).meta({ description: `The last ${INSIGHT_WEEKS} weeks, oldest first` }) })
  .meta({ id: 'BusinessInsights' });
export type BusinessInsights = z.infer<typeof businessInsightsSchema>;
