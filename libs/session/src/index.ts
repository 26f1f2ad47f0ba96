export { sessionKeys } from '@pawpals/api-client';
export { currentUserQueryOptions, useCurrentUser, useRefreshCurrentUser, type CurrentUserState } from './current-user';
export { useSignedInInfiniteQuery, useSignedInQuery } from './signed-in-query';
export { adminCheckQueryOptions, useAdminCheck, type AdminCheck } from './admin-check';
export { AppProviders, RouterNavigationBridge, type SectionRoutesProps } from './providers';
export { StandaloneBar } from './standalone';
export { usePageTitle, useRouteTitle } from './page-title';
export { useAuthPath, useReturnTo } from './return-to';
export { BLOCKED_HELP, DeviceAlertsControl, UNSUPPORTED_HELP } from './device-alerts';
