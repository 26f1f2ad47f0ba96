/** The schemas of each route in ./routes.ts, under the same name (../api/schemas.ts joins every domain's). */
import { countSchema, messageResultSchema } from '../shared/entities';
import { pageQuerySchema } from '../shared/paging';
import { list } from '../shared/schema-parts';
import {
  adminCheckSchema,
  adminTrendsSchema,
  adminUserListItemSchema,
  adminUserSchema,
  auditLogPageSchema,
  broadcastResultSchema,
  dashboardAnalyticsSchema,
  importResultSchema,
  memberSuspensionSchema,
  parkedEventListSchema,
  parkedEventRetrySchema,
  parkedEventSchema,
  placeSearchResultSchema,
  reportedContentSchema,
  reportResolutionSchema,
  settingsCategoriesSchema,
  systemStatusSchema,
  takedownSchema,
} from './entities';
import {
  addAdminUserSchema,
  auditLogQuerySchema,
  bulkNotificationSchema,
  deleteParkedEventSchema,
  importBusinessesSchema,
  memberListQuerySchema,
  parkedEventListQuerySchema,
  placeSearchSchema,
  reportContentSchema,
  resolveReportSchema,
  suspendUserSchema,
  takedownInputSchema,
} from './validation';
import type { RouteSchemas } from '../shared/route-spec';
import type { ADMIN_ROUTES } from './routes';

export const ADMIN_ROUTE_SCHEMAS = {
  checkAdmin: { response: adminCheckSchema },
  getAdminTrends: { response: adminTrendsSchema },
  getDashboardAnalytics: { response: dashboardAnalyticsSchema },
  listMembers: { query: memberListQuerySchema, response: list(adminUserListItemSchema) },
  listReportedContent: { query: pageQuerySchema, response: list(reportedContentSchema) },
  getReportedContentCount: { response: countSchema },
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
  getSystemStatus: { response: systemStatusSchema },
  listParkedEvents: { query: parkedEventListQuerySchema, response: parkedEventListSchema },
  retryParkedEvent: { response: parkedEventRetrySchema },
  deleteParkedEvent: { body: deleteParkedEventSchema, response: parkedEventSchema },
} as const satisfies { [N in keyof typeof ADMIN_ROUTES]: RouteSchemas };
