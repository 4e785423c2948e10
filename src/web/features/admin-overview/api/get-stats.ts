import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminStatsSchema, type AdminStats } from '@shared/contracts/admin-operations';
import { isPermissionFailure } from '@/lib/admin-failure-reports';
import { api } from '@/lib/api-client';

/** SPEC.md section 9: admin stats refresh every 30 s while a token exists. */
export const adminStatsRefreshMs = 30_000;

/**
 * GET /api/admin/stats (get_realtime_stats). SPEC.md section 6: a failure saying 'Admin access
 * required' or 'permission denied' quietly means no stats (null), not an error.
 */
export async function getAdminStats(
  token: string,
  signal?: AbortSignal,
): Promise<AdminStats | null> {
  try {
    return await api.get('/api/admin/stats', { token, schema: adminStatsSchema, signal });
  } catch (error) {
    if (isPermissionFailure(error)) return null;
    throw error;
  }
}

/** Key ['admin-stats']: every admin-table change invalidates it (lib/realtime-protocol.ts). */
export const adminStatsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['admin-stats', token],
    queryFn: ({ signal }) => getAdminStats(token ?? '', signal),
    enabled: Boolean(token),
    refetchInterval: adminStatsRefreshMs,
  });

export function useAdminStats(token: string | null) {
  return useQuery(adminStatsQueryOptions(token));
}
