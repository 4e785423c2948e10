import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UptimeResponse } from '@shared/contracts/public-site';
import { api } from '@/lib/api-client';

/** GET /api/public/uptime: uptime from the health monitor's history (null: no history). */
export function getUptime(signal?: AbortSignal): Promise<UptimeResponse> {
  return api.get<UptimeResponse>('/api/public/uptime', { signal });
}

export const uptimeQueryOptions = () =>
  queryOptions({
    queryKey: ['health_checks', 'uptime'],
    queryFn: ({ signal }) => getUptime(signal),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });

/** The real uptime percentage, or null (no history, or not loaded). */
export function useRealUptime(): number | null {
  return useQuery(uptimeQueryOptions()).data?.uptimePercent ?? null;
}
