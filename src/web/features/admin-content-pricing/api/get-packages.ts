import { useQuery } from '@tanstack/react-query';
import { adminPackagesResponseSchema } from '@shared/contracts/admin-content';
import { adminContentOptions } from '@/lib/admin-content';

/** GET /api/admin/content/packages: every package, inactive too, by sort order. */
export const packagesPath = '/api/admin/content/packages';

export const packagesQueryOptions = (token: string) =>
  adminContentOptions('packages', packagesPath, adminPackagesResponseSchema, token);

export function usePackages(token: string) {
  return useQuery(packagesQueryOptions(token));
}
