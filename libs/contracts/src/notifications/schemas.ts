/** The schemas of each route in ./routes.ts, under the same name (../api/schemas.ts joins every domain's). */
import { countSchema, messageResultSchema, updatedCountSchema } from '../shared/entities';
import { pageQuerySchema } from '../shared/paging';
import { list } from '../shared/schema-parts';
import { alertAreaSchema, emailPreferencesSchema, notificationSchema, pushPublicKeySchema, pushSubscriptionSchema } from './entities';
import { alertAreaInputSchema, emailPreferencesInputSchema, pushSubscriptionInputSchema, pushUnsubscribeSchema, unsubscribeSchema } from './validation';
import type { RouteSchemas } from '../shared/route-spec';
import type { NOTIFICATIONS_ROUTES } from './routes';

export const NOTIFICATIONS_ROUTE_SCHEMAS = {
  listNotifications: { query: pageQuerySchema, response: list(notificationSchema) },
  getUnreadCount: { response: countSchema },
  markNotificationRead: { response: notificationSchema },
  markAllNotificationsRead: { response: updatedCountSchema },
  getAlertArea: { response: alertAreaSchema.nullable() },
  setAlertArea: { body: alertAreaInputSchema, response: alertAreaSchema },
  getEmailPreferences: { response: emailPreferencesSchema },
  updateEmailPreferences: { body: emailPreferencesInputSchema, response: emailPreferencesSchema },
  unsubscribeEmails: { body: unsubscribeSchema, response: messageResultSchema },
  deleteAlertArea: { response: messageResultSchema },
  getPushPublicKey: { response: pushPublicKeySchema },
  subscribePush: { body: pushSubscriptionInputSchema, response: pushSubscriptionSchema },
  listPushSubscriptions: { response: list(pushSubscriptionSchema) },
  unsubscribePush: { body: pushUnsubscribeSchema, response: messageResultSchema },
} as const satisfies { [N in keyof typeof NOTIFICATIONS_ROUTES]: RouteSchemas };
