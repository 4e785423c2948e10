import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Banner, BannersResponse } from '@shared/contracts/public-site';
import { api } from '@/lib/api-client';
import { queryFreshness } from '@/lib/query-client';

/** GET /api/public/banners: active banners by sort order. */
export function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  return api.get<BannersResponse>('/api/public/banners', { signal }).then((r) => r.banners);
}

export const bannersQueryOptions = () =>
  queryOptions({
    ...queryFreshness.packages,
    queryKey: ['banners', 'public'],
    queryFn: ({ signal }) => getBanners(signal),
  });

/** The banners; a failed load is an empty list (SPEC.md section 8). */
export function useBanners(): Banner[] {
  return useQuery(bannersQueryOptions()).data ?? [];
}
