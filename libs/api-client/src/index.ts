export { ApiError, throwIfResNotOk, errorMessageOf, isUnauthorizedError } from './errors';
export { apiRequest, apiJson, type HttpMethod, type RequestHeaders } from './request';
export { getQueryFn, urlFromQueryKey, type UnauthorizedBehavior } from './query';
export { callApi, callApiWithHeaders, callApiPage, nextCursorOf, callUrl, apiQueryFn, type ApiPage, type CallInput, type CallArgs, type JsonRouteName, type GetRouteName } from './call';
export {
  sessionKeys,
  businessKeys,
  reviewKeys,
  favoriteKeys,
  appointmentKeys,
  inquiryKeys,
  lostFoundPetKeys,
  petConversationKeys,
  alertAreaKeys,
  clientConfigKeys,
  pushKeys,
  notificationKeys,
  emailPreferenceKeys,
  adminKeys,
  isApiKey,
  isSessionKey,
  isAdminKey,
  type BusinessSearchQuery,
  type LostFoundPetListFilter,
  type NearMeQuery,
} from './keys';
export { createQueryClient } from './query-client';
export { handleUnauthorized, redirectIfUnauthorized } from './unauthorized';
export { setNavigate, navigate, type Navigate } from './navigation';
export { getUploadUrl, uploadFailureText } from './uploads';
// Use cases read or changed by more than one remote: one fetcher, one key, for all of them.
export { listFavorites, listFavoritesQueryOptions } from './use-cases/list-favorites';
export { addFavorite } from './use-cases/add-favorite';
export { removeFavorite } from './use-cases/remove-favorite';
export { toggleFavorite, useToggleFavorite, type ToggleFavoriteInput } from './use-cases/toggle-favorite';
export { getMyBusiness, getMyBusinessQueryOptions } from './use-cases/get-my-business';
export { listMyLostFoundPets, listMyLostFoundPetsQueryOptions } from './use-cases/list-my-lost-found-pets';
export { listMyReviews, listMyReviewsQueryOptions } from './use-cases/list-my-reviews';
export { getAlertArea, getAlertAreaQueryOptions } from './use-cases/get-alert-area';
export { setAlertArea, useSetAlertArea } from './use-cases/set-alert-area';
export { deleteAlertArea, useDeleteAlertArea } from './use-cases/delete-alert-area';
export { getClientConfig, getClientConfigQueryOptions } from './use-cases/get-client-config';
export { listPushSubscriptions, listPushSubscriptionsQueryOptions } from './use-cases/list-push-subscriptions';
export { unsubscribePush, useUnsubscribePush } from './use-cases/unsubscribe-push';
export {
  applicationServerKey,
  DeviceAlertsBlocked,
  deviceAlertsQueryOptions,
  deviceAlertsSupported,
  turnOffDeviceAlerts,
  turnOnDeviceAlerts,
  useDeviceAlerts,
  type DeviceAlertsStatus,
} from './use-cases/device-alerts';
