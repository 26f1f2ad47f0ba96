export { sessionKeys } from './keys';
export { currentUserQueryOptions, useCurrentUser, useRefreshCurrentUser, type CurrentUserState } from './current-user';
export { adminCheckQueryOptions, useAdminCheck, type AdminCheck } from './admin-check';
export { AppProviders, RouterNavigationBridge, type SectionRoutesProps } from './providers';
export { StandaloneBar } from './standalone';
