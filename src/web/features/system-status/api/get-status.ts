import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatusResponse } from '@shared/contracts/public-site';
import { api } from '@/lib/api-client';
import { queryFreshness } from '@/lib/query-client';

/** GET /api/public/status: every component's status and the overall state. */
export function getStatus(signal?: AbortSignal): Promise<StatusResponse> {
  return api.get<StatusResponse>('/api/public/status', { signal });
}

export const statusQueryOptions = () =>
  queryOptions({
    ...queryFreshness.systemStatus,
    queryKey: ['system_status', 'public'],
    queryFn: ({ signal }) => getStatus(signal),
  });

export function useSystemStatus() {
  return useQuery(statusQueryOptions());
}
