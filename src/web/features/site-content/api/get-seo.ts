import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Seo, SeoResponse } from '@shared/contracts/public-site';
import { api } from '@/lib/api-client';
import { queryFreshness } from '@/lib/query-client';

/** GET /api/public/seo?page=home: the page's SEO settings, with the server's defaults. */
export function getSeo(page: string, signal?: AbortSignal): Promise<Seo> {
  return api
    .get<SeoResponse>(`/api/public/seo?page=${encodeURIComponent(page)}`, { signal })
    .then((r) => r.seo);
}

export const seoQueryOptions = (page: string) =>
  queryOptions({
    ...queryFreshness.seo,
    queryKey: ['seo_settings', page],
    queryFn: ({ signal }) => getSeo(page, signal),
  });

export function useSeo(page: string) {
  return useQuery(seoQueryOptions(page));
}
