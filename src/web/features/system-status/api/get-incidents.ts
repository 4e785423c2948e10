import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Incident, IncidentsResponse } from '@shared/contracts/public-site';
import { api } from '@/lib/api-client';
import { queryFreshness } from '@/lib/query-client';

/** GET /api/public/incidents?limit=N: recent incidents with their updates, newest first. */
export function getIncidents(limit: number, signal?: AbortSignal): Promise<Incident[]> {
  return api
    .get<IncidentsResponse>(`/api/public/incidents?limit=${limit}`, { signal })
    .then((r) => r.incidents);
}

export const incidentsQueryOptions = (limit = 20) =>
  queryOptions({
    ...queryFreshness.systemStatus,
    queryKey: ['system_incidents', 'public', limit],
    queryFn: ({ signal }) => getIncidents(limit, signal),
  });

export function useIncidents(limit = 20) {
  return useQuery(incidentsQueryOptions(limit));
}
