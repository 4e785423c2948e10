import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HealthResponse } from '@shared/contracts/health';
import { api } from '@/lib/api-client';

/**
 * GET /api/health. The answer is not zod-parsed here on purpose: the landing page uses it, and its
 * initial JavaScript stays free of zod.
 */
export function getHealth(signal?: AbortSignal): Promise<HealthResponse> {
  return api.get<HealthResponse>('/api/health', { signal });
}

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) => getHealth(signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
    retry: 1,
  });

export function useHealth() {
  return useQuery(healthQueryOptions());
}
