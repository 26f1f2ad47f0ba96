export { ApiError, throwIfResNotOk, errorMessageOf, isUnauthorizedError } from './errors';
export { apiRequest, apiJson, type HttpMethod } from './request';
export { getQueryFn, urlFromQueryKey, type UnauthorizedBehavior } from './query';
export { createQueryClient } from './query-client';
export { handleUnauthorized, redirectIfUnauthorized } from './unauthorized';
export { setNavigate, navigate, type Navigate } from './navigation';
export { getUploadUrl, uploadFailureText } from './uploads';
