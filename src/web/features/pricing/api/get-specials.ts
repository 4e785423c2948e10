import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PricingSpecial, SpecialsResponse } from '@shared/contracts/public-site';
import { api } from '@/lib/api-client';
import { queryFreshness } from '@/lib/query-client';

/** GET /api/public/specials: active pricing specials within their window. */
export function getSpecials(signal?: AbortSignal): Promise<PricingSpecial[]> {
  return api.get<SpecialsResponse>('/api/public/specials', { signal }).then((r) => r.specials);
}

export const specialsQueryOptions = () =>
  queryOptions({
    ...queryFreshness.packages,
    queryKey: ['pricing_specials', 'public'],
    queryFn: ({ signal }) => getSpecials(signal),
  });

/** The specials; a failed load is an empty list (SPEC.md section 8). */
export function useSpecials(): PricingSpecial[] {
  return useQuery(specialsQueryOptions()).data ?? [];
}
