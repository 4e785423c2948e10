import { useQuery } from '@tanstack/react-query';
import { ticketListResponseSchema } from '@shared/contracts/admin-operations';
import { adminListOptions } from '@/lib/admin-query';

/** GET /api/admin/tickets: support tickets, latest activity first. */
export const ticketsPath = '/api/admin/tickets';

export function useTickets(token: string) {
  return useQuery(
    adminListOptions('support_tickets', ticketsPath, ticketListResponseSchema, token),
  );
}
