import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomepageResponse, HomepageSection } from '@shared/contracts/public-site';
import { api } from '@/lib/api-client';
import { queryFreshness } from '@/lib/query-client';

/** GET /api/public/homepage: active homepage_content sections by sort order. Not zod-parsed: the landing's first JavaScript stays free of zod. */
export function getHomepage(signal?: AbortSignal): Promise<HomepageSection[]> {
  return api.get<HomepageResponse>('/api/public/homepage', { signal }).then((r) => r.sections);
}

export const homepageQueryOptions = () =>
  queryOptions({
    ...queryFreshness.homepageContent,
    queryKey: ['homepage_content', 'public'],
    queryFn: ({ signal }) => getHomepage(signal),
  });

export function useHomepage() {
  return useQuery(homepageQueryOptions());
}

/** One section by name ('hero', 'about', 'how_to_use'), or undefined while loading or missing. */
export function useHomepageSection(sectionName: string): HomepageSection | undefined {
  const { data } = useHomepage();
  return data?.find((section) => section.sectionName === sectionName);
}
