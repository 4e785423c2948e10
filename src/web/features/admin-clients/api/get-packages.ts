import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminPackagesResponseSchema } from '@shared/contracts/admin-content';
import { api } from '@/lib/api-client';

/**
 * GET /api/admin/content/packages: every package a client can be on, inactive ones too, so a
 * client on a retired package still shows it in the form.
 */
export const packageChoicesQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['packages', 'admin-choices'],
    queryFn: ({ signal }) =>
      api.get('/api/admin/content/packages', {
        token,
        schema: adminPackagesResponseSchema,
        signal,
      }),
    staleTime: 60_000,
  });

export function usePackageChoices(token: string) {
  return useQuery(packageChoicesQueryOptions(token));
}
