import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminPackagesResponseSchema } from '@shared/contracts/admin-content';
import { adminContentOptions } from '@/lib/admin-content';

/**
 * GET /api/admin/content/packages: every package a client can be on, inactive ones too, so a
 * client on a retired package still shows it in the form. The same read (and cache entry) as the
 * pricing editor's.
 */
export const packageChoicesQueryOptions = (token: string) =>
  queryOptions({
    ...adminContentOptions(
      'packages',
      '/api/admin/content/packages',
      adminPackagesResponseSchema,
      token,
    ),
    staleTime: 60_000,
  });

export function usePackageChoices(token: string) {
  return useQuery(packageChoicesQueryOptions(token));
}
