import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientDetailsResponseSchema } from '@shared/contracts/admin-operations';
import { api } from '@/lib/api-client';

/** GET /api/admin/clients/:id: everything the client page shows. */
export function getClientDetails(token: string, id: string, signal?: AbortSignal) {
  return api.get(`/api/admin/clients/${encodeURIComponent(id)}`, {
    token,
    schema: clientDetailsResponseSchema,
    signal,
  });
}

export const clientDetailsQueryOptions = (token: string, id: string) =>
  queryOptions({
    queryKey: ['clients', 'details', id],
    queryFn: ({ signal }) => getClientDetails(token, id, signal),
  });

export function useClientDetails(token: string, id: string) {
  return useQuery(clientDetailsQueryOptions(token, id));
}
