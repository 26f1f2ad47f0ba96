/** The schemas of each route in ./routes.ts, under the same name (../api/schemas.ts joins every domain's). */
import { z } from 'zod';
import { messageResultSchema } from '../shared/entities';
import { LOCALES } from '../shared/locales';
import { uploadedImage } from '../shared/schema-parts';
import {
  adminSessionUserSchema,
  clientConfigSchema,
  healthSchema,
  logoutEverywhereResultSchema,
  objectPathResultSchema,
  sessionUserSchema,
  uploadUrlResultSchema,
} from './entities';
import {
  adminLoginSchema,
  deleteAccountSchema,
  emailChangeSchema,
  loginSchema,
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  profileUpdateSchema,
  signupSchema,
  verifyEmailSchema,
} from './validation';
import type { RouteSchemas } from '../shared/route-spec';
import type { IDENTITY_ROUTES } from './routes';

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

export const IDENTITY_ROUTE_SCHEMAS = {
  getClientConfig: { response: clientConfigSchema },
  downloadFlyer: {
    query: z.object({
      lang: z.enum(LOCALES).optional().meta({ description: "The flyer's language, as the page linking it: en or es (otherwise the Accept-Language)" }),
    }),
  },
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
} as const satisfies { [N in keyof typeof IDENTITY_ROUTES]: RouteSchemas };
