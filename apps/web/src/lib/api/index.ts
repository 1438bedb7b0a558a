export { type ApiClient, type ApiClientOptions, api, createApiClient, type GetRouteName } from './api-client';
export { ApiError, errorCodeOf, isApiError } from './api-error';
export { useCompanyInfo, useInterests, useRegions, useStaticApi } from './use-api';
