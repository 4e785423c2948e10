import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicPackage, PublicPackagesResponse } from '@shared/contracts/packages';
import { api } from '@/lib/api-client';
import { queryFreshness } from '@/lib/query-client';

/** GET /api/public/packages: active packages by sort order. */
export function getPackages(signal?: AbortSignal): Promise<PublicPackage[]> {
  return api
    .get<PublicPackagesResponse>('/api/public/packages', { signal })
    .then((r) => r.packages);
}

export const packagesQueryOptions = () =>
  queryOptions({
    ...queryFreshness.packages,
    queryKey: ['packages', 'public'],
    queryFn: ({ signal }) => getPackages(signal),
  });

export function usePackages() {
  return useQuery(packagesQueryOptions());
}
