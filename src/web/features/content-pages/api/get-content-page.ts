import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentPage, ContentPageResponse } from '@shared/contracts/public-site';
import { api } from '@/lib/api-client';

/** GET /api/public/pages/:slug: a policy or help page (Markdown). */
export function getContentPage(slug: string, signal?: AbortSignal): Promise<ContentPage> {
  return api
    .get<ContentPageResponse>(`/api/public/pages/${encodeURIComponent(slug)}`, { signal })
    .then((r) => r.page);
}

export const contentPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['content_pages', slug],
    queryFn: ({ signal }) => getContentPage(slug, signal),
    staleTime: 5 * 60_000,
  });

export function useContentPage(slug: string) {
  return useQuery(contentPageQueryOptions(slug));
}
