import type { ApiResponse } from '@amora/contracts';
import useSWRImmutable from 'swr/immutable';
import { api, type GetRouteName } from './api-client';
import type { ApiError } from './api-error';

/** Data that does not change while the page is open: fetched once, then served from swr's cache. */
export function useStaticApi<N extends GetRouteName>(name: N | null) {
  const fetcher = (key: N): Promise<ApiResponse<N>> => api.get(key);
  return useSWRImmutable<ApiResponse<N>, ApiError>(name, fetcher);
}

export const useCompanyInfo = () => useStaticApi('companyInfo');
export const useInterests = () => useStaticApi('interests');
export const useRegions = () => useStaticApi('regions');
