import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReleaseNote, ReleasesResponse } from '@shared/contracts/public-site';
import { api } from '@/lib/api-client';

/** GET /api/public/releases: published release notes, newest first. */
export function getReleases(signal?: AbortSignal): Promise<ReleaseNote[]> {
  return api.get<ReleasesResponse>('/api/public/releases', { signal }).then((r) => r.releases);
}

export const releasesQueryOptions = () =>
  queryOptions({
    queryKey: ['release_notes', 'public'],
    queryFn: ({ signal }) => getReleases(signal),
    staleTime: 5 * 60_000,
  });

export function useReleases() {
  return useQuery(releasesQueryOptions());
}
