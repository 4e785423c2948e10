import { queryOptions, useQuery } from '@tanstack/react-query';
import { ticketThreadResponseSchema } from '@shared/contracts/admin-operations';
import { api } from '@/lib/api-client';

/** GET /api/admin/tickets/:id: the ticket and its messages. */
export const ticketThreadQueryOptions = (token: string, id: string) =>
  queryOptions({
    queryKey: ['support_tickets', 'thread', id],
    queryFn: ({ signal }) =>
      api.get(`/api/admin/tickets/${encodeURIComponent(id)}`, {
        token,
        schema: ticketThreadResponseSchema,
        signal,
      }),
  });

export function useTicketThread(token: string, id: string) {
  return useQuery(ticketThreadQueryOptions(token, id));
}
