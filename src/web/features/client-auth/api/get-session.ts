import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientSessionResponseSchema, type ClientSessionResponse } from '@shared/contracts/auth';
import { api } from '@/lib/api-client';

/** GET /api/client/session: the client still exists and is active. */
export function getClientSession(
  token: string,
  signal?: AbortSignal,
): Promise<ClientSessionResponse> {
  return api.get('/api/client/session', { token, schema: clientSessionResponseSchema, signal });
}

export const clientSessionQueryKey = ['client-session'] as const;

export const clientSessionQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...clientSessionQueryKey, token],
    queryFn: ({ signal }) => getClientSession(token, signal),
    retry: false,
    staleTime: Infinity,
  });

export function useClientSessionQuery(token: string | null) {
  return useQuery({ ...clientSessionQueryOptions(token ?? ''), enabled: token !== null });
}
