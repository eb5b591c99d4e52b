export { resolveApiUrl } from './routing/resolve-api-url';
export { configureApiClient, getApiClientConfig, resetApiClient, type ApiClientConfig } from './config/api-client-config';
export { apiFetch, type ApiRequestInit, type ApiResponseType } from './fetch/api-fetch';
export type { QueryParams, QueryValue } from './fetch/build-url';
export { ApiError, isApiError } from './errors/api-error';
export { errorMessageFor, FORBIDDEN_MESSAGE, UNKNOWN_ERROR_MESSAGE } from './errors/error-message';
export { getSystemMode, setSystemMode, hasSavedSystemMode, isSystemMode } from './mode/system-mode';
export { uploadWithProgress, type UploadInit, type UploadProgress } from './upload/upload-with-progress';
export { callApi, type CallInput } from './call/call-api';
