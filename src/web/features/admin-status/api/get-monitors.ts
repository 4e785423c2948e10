import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  healthCheckHistoryResponseSchema,
  healthMonitorsResponseSchema,
} from '@shared/contracts/admin-operations';
import { api } from '@/lib/api-client';

/** GET /api/admin/health-monitors: each with its last check and uptime. */
export const monitorsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['health_monitors', 'list'],
    queryFn: ({ signal }) =>
      api.get('/api/admin/health-monitors', {
        token,
        schema: healthMonitorsResponseSchema,
        signal,
      }),
  });

export function useMonitors(token: string) {
  return useQuery(monitorsQueryOptions(token));
}

/** GET /api/admin/health-monitors/:id/checks: a monitor's history, newest first. */
export function useMonitorHistory(token: string, id: string | null) {
  return useQuery({
    queryKey: ['health_monitors', 'history', id],
    queryFn: ({ signal }) =>
      api.get(`/api/admin/health-monitors/${encodeURIComponent(id ?? '')}/checks?limit=50`, {
        token,
        schema: healthCheckHistoryResponseSchema,
        signal,
      }),
    enabled: id !== null,
  });
}
