/**
 * The schemas of every route in ./routes.ts, under the same name: query string and JSON body (checked
 * once, at the gateway, with the readable messages of SPEC §5) and the success answer (checked in the
 * integration tests, and the source of the OpenAPI document).
 */
import { z } from 'zod';
import { ADMIN_ROLES, BUSINESS_CATEGORIES, LIMITS, REPORTABLE_CONTENT_TYPES } from '../enums';
import {
  adminAppointmentRowSchema,
  adminBusinessRowSchema,
  adminCheckSchema,
  adminSessionUserSchema,
  adminUserListItemSchema,
  adminUserSchema,
  appointmentSchema,
  appointmentSlotSchema,
  broadcastResultSchema,
  businessPhotoSchema,
  businessDetailSchema,
  businessSchema,
  countSchema,
  dashboardAnalyticsSchema,
  favoriteSchema,
  healthSchema,
  importResultSchema,
  inquiryMessageSchema,
  logoutEverywhereResultSchema,
  messageResultSchema,
  notificationSchema,
  objectPathResultSchema,
  alertAreaSchema,
  emailPreferencesSchema,
  clientConfigSchema,
  nearbyVetSchema,
  petMatchSchema,
  petConversationSchema,
  petMessageSchema,
  petPostSchema,
  sightingSchema,
  reunionSchema,
  placeSearchResultSchema,
  reportedContentSchema,
  reviewSchema,
  sessionUserSchema,
  settingsCategoriesSchema,
  updatedCountSchema,
  uploadUrlResultSchema,
} from '../entities';
import {
  appointmentInputSchema,
  appointmentStatusSchema,
  bookingSettingsInputSchema,
  businessCreateSchema,
  businessHoursInputSchema,
  reviewListQuerySchema,
  reviewReplyInputSchema,
  slotsQuerySchema,
  businessSearchSchema,
  businessUpdateSchema,
  favoriteInputSchema,
  importBusinessesSchema,
  inquiryInputSchema,
  inquiryReplySchema,
  premiumSchema,
  reviewInputSchema,
} from '../directory-validation';
import { photoOrderSchema } from '../business-photos';
import { reportResolutionSchema, resolveReportSchema, takedownInputSchema, takedownSchema } from '../moderation';
import { adminTrendsSchema } from '../admin-trends';
import { auditLogPageSchema, auditLogQuerySchema } from '../audit-log';
import { memberSuspensionSchema, suspendUserSchema } from '../suspension';
import { businessEventResultSchema, businessEventSchema, businessInsightsSchema } from '../business-insights';
import {
  alertAreaInputSchema,
  lostFoundPetSchema,
  petContactSchema,
  petListQuerySchema,
  petModerationSchema,
  petPhotosSchema,
  petStatusSchema,
  sightingInputSchema,
} from '../lost-found';
import {
  adminLoginSchema,
  emailChangeSchema,
  emailPreferencesInputSchema,
  loginSchema,
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  profileUpdateSchema,
  signupSchema,
  unsubscribeSchema,
  verifyEmailSchema,
} from '../validation';
import type { RouteName } from './routes';

export interface RouteSchemas {
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success answer; absent for answers that are not JSON (a redirect, an image, an event stream). */
  response?: z.ZodType;
}

/** A body naming the upload URL of an image the caller stored (PUT /api/pet-photo, /api/business-logo). */
const uploadedImage = <F extends string>(field: F) =>
  z.object({
    [field]: z
      .string({ error: (issue) => (issue.input == null ? `${field} is required` : `${field} must be the URL of an image you uploaded`) })
      .min(1, { error: `${field} is required` }),
  } as { [K in F]: z.ZodString });

/** SPEC §5/§9: city and a 2-letter state required; limit 1–60, 20 when not a number. */
export const placeSearchSchema = z.object({
  city: z.string({ error: 'City is required' }).trim().min(1, { error: 'City is required' }).max(100),
  state: z
    .string({ error: 'State is required' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'State must be a 2-letter code' })
    .transform((s) => s.toUpperCase()),
  category: z.enum(['all', ...BUSINESS_CATEGORIES]).default('all'),
  limit: z.preprocess(
    // Only numbers and numeric text count: Number() on an arbitrary JSON object can throw (a non-callable valueOf).
    (v) => ((typeof v === 'number' || (typeof v === 'string' && v.trim() !== '')) && Number.isFinite(Number(v)) ? Number(v) : LIMITS.importLimitDefault),
    z
      .number()
      .int({ error: 'Results limit must be a whole number' })
      .min(LIMITS.importLimitMin, { error: 'Results limit must be between 1 and 60' })
      .max(LIMITS.importLimitMax, { error: 'Results limit must be between 1 and 60' }),
  ),
});

/** What the admin import search sends, once parsed (state upper-cased, limit a number). */
export type PlaceSearchRequest = z.output<typeof placeSearchSchema>;

const SELECT_USER_AND_ROLE = 'Please select a user and role';
export const addAdminUserSchema = z.object({
  userId: z.uuid({ error: SELECT_USER_AND_ROLE }),
  role: z.enum(ADMIN_ROLES, { error: SELECT_USER_AND_ROLE }),
});

const FILL_IN_ALL = 'Please fill in all fields';
const TOO_LONG = 'Keep the title under 120 and the message under 1000 characters';
export const bulkNotificationSchema = z.object({
  title: z.string({ error: FILL_IN_ALL }).trim().min(1, { error: FILL_IN_ALL }).max(120, { error: TOO_LONG }),
  message: z.string({ error: FILL_IN_ALL }).trim().min(1, { error: FILL_IN_ALL }).max(1000, { error: TOO_LONG }),
});

export const reportContentSchema = z.object({
  contentType: z.enum(REPORTABLE_CONTENT_TYPES, { error: 'Choose what you are reporting' }),
  contentId: z.uuid({ error: 'Choose what you are reporting' }),
  reason: z
    .string({ error: 'Please tell us what is wrong' })
    .trim()
    .min(3, { error: 'Please tell us what is wrong' })
    .max(500, { error: 'Keep the reason under 500 characters' }),
});

const list = <S extends z.ZodType>(item: S) => z.array(item);

export const deleteAccountSchema = z.object({
  password: z.string({ error: 'Enter your password to delete your account' }).min(1, { error: 'Enter your password to delete your account' }),
});

const accountExportSchema = z
  .object({
    exportedAt: z.string().meta({ format: 'date-time' }),
    profile: sessionUserSchema,
    directory: z.record(z.string(), z.unknown()).meta({ description: 'Business, reviews, favorites, appointments and inquiry conversations' }),
    pets: z.record(z.string(), z.unknown()).meta({ description: 'Lost & found posts, sightings and pet conversations' }),
    notifications: z.record(z.string(), z.unknown()).meta({ description: 'Notifications, the alert area and email preferences' }),
    admin: z.record(z.string(), z.unknown()).meta({ description: 'Reports filed and admin role' }),
  })
  .meta({ id: 'AccountExport', description: 'Everything the account holds, from every service' });

export const ROUTE_SCHEMAS = {
  getClientConfig: { response: clientConfigSchema },
  downloadFlyer: {},
  getCurrentUser: { response: sessionUserSchema },
  exportAccount: { response: accountExportSchema },
  deleteAccount: { body: deleteAccountSchema, response: messageResultSchema },
  signup: { body: signupSchema, response: sessionUserSchema },
  login: { body: loginSchema, response: sessionUserSchema },
  logout: {},
  logoutEverywhere: { response: logoutEverywhereResultSchema },
  updateCurrentUser: { body: profileUpdateSchema, response: sessionUserSchema },
  changePassword: { body: passwordChangeSchema, response: messageResultSchema },
  changeEmail: { body: emailChangeSchema, response: messageResultSchema },
  verifyEmail: { body: verifyEmailSchema, response: messageResultSchema },
  resendVerificationEmail: { response: messageResultSchema },
  requestPasswordReset: { body: passwordResetRequestSchema, response: messageResultSchema },
  resetPassword: { body: passwordResetSchema, response: sessionUserSchema },
  adminLogin: { body: adminLoginSchema, response: adminSessionUserSchema },
  adminLogout: { response: messageResultSchema },
  createUploadUrl: { response: uploadUrlResultSchema },
  receiveUpload: {
    query: z.object({ expires: z.string().optional(), signature: z.string().optional() }),
    response: objectPathResultSchema,
  },
  confirmPetPhoto: { body: uploadedImage('photoUrl'), response: objectPathResultSchema },
  setBusinessLogo: { body: uploadedImage('logoUrl'), response: objectPathResultSchema },
  getStoredImage: {},
  streamNotifications: {},
  getHealth: { response: healthSchema },

  searchBusinesses: { query: businessSearchSchema, response: list(businessSchema) },
  getBusiness: { response: businessDetailSchema },
  createBusiness: { body: businessCreateSchema, response: businessSchema },
  updateBusiness: { body: businessUpdateSchema, response: businessSchema },
  getMyBusiness: { response: businessDetailSchema.nullable() },
  addBusinessPhoto: { body: uploadedImage('photoUrl'), response: list(businessPhotoSchema) },
  removeBusinessPhoto: { response: list(businessPhotoSchema) },
  recordBusinessEvent: { body: businessEventSchema, response: businessEventResultSchema },
  getBusinessInsights: { response: businessInsightsSchema },
  reorderBusinessPhotos: { body: photoOrderSchema, response: list(businessPhotoSchema) },
  setBusinessHours: { body: businessHoursInputSchema, response: businessDetailSchema },
  setBookingSettings: { body: bookingSettingsInputSchema, response: businessDetailSchema },
  listAvailableSlots: { query: slotsQuerySchema, response: list(appointmentSlotSchema) },
  listReviews: { query: reviewListQuerySchema, response: list(reviewSchema) },
  replyToReview: { body: reviewReplyInputSchema, response: reviewSchema },
  deleteReviewReply: { response: reviewSchema },
  markReviewHelpful: { response: reviewSchema },
  createReview: { body: reviewInputSchema, response: reviewSchema },
  listMyReviews: { response: list(reviewSchema) },
  listFavorites: { response: list(favoriteSchema) },
  addFavorite: { body: favoriteInputSchema, response: favoriteSchema },
  removeFavorite: { response: favoriteSchema },
  requestAppointment: { body: appointmentInputSchema, response: appointmentSchema },
  listMyAppointments: { response: list(appointmentSchema) },
  listBusinessAppointments: { response: list(appointmentSchema) },
  setAppointmentStatus: { body: appointmentStatusSchema, response: appointmentSchema },
  cancelAppointment: { response: appointmentSchema },
  sendInquiry: { body: inquiryInputSchema, response: inquiryMessageSchema },
  listBusinessInquiries: { response: list(inquiryMessageSchema) },
  listMyInquiries: { response: list(inquiryMessageSchema) },
  replyInquiry: { body: inquiryReplySchema, response: inquiryMessageSchema },
  markInquiryRead: { response: updatedCountSchema },
  adminListBusinesses: { response: list(adminBusinessRowSchema) },
  adminSetPremium: { body: premiumSchema, response: adminBusinessRowSchema },
  adminListAppointments: { response: list(adminAppointmentRowSchema) },

  listLostFoundPets: { query: petListQuerySchema, response: list(petPostSchema) },
  getLostFoundPet: { response: petPostSchema },
  createLostFoundPet: { body: lostFoundPetSchema, response: petPostSchema },
  setLostFoundPetStatus: { body: petStatusSchema, response: petPostSchema },
  listMyLostFoundPets: { response: list(petPostSchema) },
  listPendingLostFoundPets: { response: list(petPostSchema) },
  moderateLostFoundPet: { body: petModerationSchema, response: petPostSchema },
  listLostFoundPetMatches: { response: list(petMatchSchema) },
  listNearbyVets: { response: list(nearbyVetSchema) },
  listSightings: { response: list(sightingSchema) },
  listReunions: { response: list(reunionSchema) },
  reportSighting: { body: sightingInputSchema, response: sightingSchema },
  removeSighting: { response: messageResultSchema },
  setLostFoundPetContact: { body: petContactSchema, response: petPostSchema },
  updateLostFoundPetPhotos: { body: petPhotosSchema, response: petPostSchema },
  sendPetMessage: { body: inquiryReplySchema, response: petMessageSchema },
  messageSightingReporter: { body: inquiryReplySchema, response: petMessageSchema },
  listPetConversations: { response: list(petConversationSchema) },
  replyPetConversation: { body: inquiryReplySchema, response: petMessageSchema },
  markPetConversationRead: { response: updatedCountSchema },

  listNotifications: { response: list(notificationSchema) },
  getUnreadCount: { response: countSchema },
  markNotificationRead: { response: notificationSchema },
  markAllNotificationsRead: { response: updatedCountSchema },
  getAlertArea: { response: alertAreaSchema.nullable() },
  setAlertArea: { body: alertAreaInputSchema, response: alertAreaSchema },
  getEmailPreferences: { response: emailPreferencesSchema },
  updateEmailPreferences: { body: emailPreferencesInputSchema, response: emailPreferencesSchema },
  unsubscribeEmails: { body: unsubscribeSchema, response: messageResultSchema },
  deleteAlertArea: { response: messageResultSchema },

  checkAdmin: { response: adminCheckSchema },
  getAdminTrends: { response: adminTrendsSchema },
  getDashboardAnalytics: { response: dashboardAnalyticsSchema },
  listMembers: { response: list(adminUserListItemSchema) },
  listReportedContent: { response: list(reportedContentSchema) },
  reportContent: { body: reportContentSchema, response: reportedContentSchema },
  resolveReport: { body: resolveReportSchema, response: reportResolutionSchema },
  createTakedown: { body: takedownInputSchema, response: takedownSchema },
  restoreTakedown: { response: takedownSchema },
  sendBulkNotification: { body: bulkNotificationSchema, response: broadcastResultSchema },
  getSettingsCategories: { response: settingsCategoriesSchema },
  listAdminUsers: { response: list(adminUserSchema) },
  addAdminUser: { body: addAdminUserSchema, response: adminUserSchema },
  removeAdminUser: { response: messageResultSchema },
  searchPlaces: { body: placeSearchSchema, response: list(placeSearchResultSchema) },
  importBusinesses: { body: importBusinessesSchema, response: importResultSchema },
  listAuditLog: { query: auditLogQuerySchema, response: auditLogPageSchema },
  suspendUser: { body: suspendUserSchema, response: memberSuspensionSchema },
  reinstateUser: { response: messageResultSchema },
} as const satisfies Record<RouteName, RouteSchemas>;

type Schemas<N extends RouteName> = (typeof ROUTE_SCHEMAS)[N];
type Part<N extends RouteName, K extends keyof RouteSchemas> = K extends keyof Schemas<N> ? Schemas<N>[K] : undefined;

/** What a caller sends as the JSON body of route N (before the gateway's parsing). */
export type BodyOf<N extends RouteName> = Part<N, 'body'> extends z.ZodType ? z.input<Part<N, 'body'>> : undefined;
/** What the owning service receives as the body of route N (after the gateway's parsing). */
export type ParsedBodyOf<N extends RouteName> = Part<N, 'body'> extends z.ZodType ? z.output<Part<N, 'body'>> : Record<string, never>;
/** What a caller may put in the query string of route N. */
export type QueryOf<N extends RouteName> = Part<N, 'query'> extends z.ZodType ? z.input<Part<N, 'query'>> : Record<string, never>;
/** The parsed query the owning service receives. */
export type ParsedQueryOf<N extends RouteName> = Part<N, 'query'> extends z.ZodType ? z.output<Part<N, 'query'>> : Record<string, never>;
/** The success answer of route N. */
export type ResponseOf<N extends RouteName> = Part<N, 'response'> extends z.ZodType ? z.output<Part<N, 'response'>> : void;
