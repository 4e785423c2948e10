import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardResponse, StreamingLoginResponse } from '@shared/contracts/client-portal';
import {
  dashboardResponseSchema,
  streamingLoginResponseSchema,
} from '@shared/contracts/client-portal';
import { api } from '@/lib/api-client';

/** GET /api/client/dashboard: subscription, streaming login (masked) and notices. */
export const dashboardQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['clients', 'portal', 'dashboard'],
    queryFn: ({ signal }) =>
      api.get<DashboardResponse>('/api/client/dashboard', {
        token,
        signal,
        schema: dashboardResponseSchema,
      }),
  });

export function useDashboard(token: string) {
  return useQuery(dashboardQueryOptions(token));
}

/** GET /api/client/streaming-login: the password in clear (audited on the server). */
export function revealStreamingLogin(token: string): Promise<StreamingLoginResponse> {
  return api.get<StreamingLoginResponse>('/api/client/streaming-login', {
    token,
    schema: streamingLoginResponseSchema,
  });
}
