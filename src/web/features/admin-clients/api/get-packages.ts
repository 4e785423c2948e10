import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicPackagesResponseSchema } from '@shared/contracts/packages';
import { api } from '@/lib/api-client';

/** GET /api/public/packages: the packages a client can be put on. */
export const packageChoicesQueryOptions = () =>
  queryOptions({
    queryKey: ['packages', 'admin-choices'],
    queryFn: ({ signal }) =>
      api.get('/api/public/packages', { schema: publicPackagesResponseSchema, signal }),
    staleTime: 60_000,
  });

export function usePackageChoices() {
  return useQuery(packageChoicesQueryOptions());
}
