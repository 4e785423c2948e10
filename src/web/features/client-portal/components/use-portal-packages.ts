import { useQuery } from '@tanstack/react-query';
import type { PublicPackage, PublicPackagesResponse } from '@shared/contracts/packages';
import { api } from '@/lib/api-client';

/** The packages on offer (the public list), for specials and upgrades. */
export function usePortalPackages() {
  return useQuery({
    queryKey: ['packages', 'client-portal'],
    queryFn: ({ signal }) =>
      api
        .get<PublicPackagesResponse>('/api/public/packages', { signal })
        .then((r): PublicPackage[] => r.packages),
  });
}
