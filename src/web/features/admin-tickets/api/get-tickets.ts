import { ticketListResponseSchema } from '@shared/contracts/admin-operations';
import { adminListOptions, type ListParams } from '@/lib/admin-query';

/** GET /api/admin/tickets: support tickets. */
export const ticketsPath = '/api/admin/tickets';

/** One page of the list (the admin table's search, filters, sort and page). */
export const ticketsQueryOptions = (token: string, params: ListParams) =>
  adminListOptions('support_tickets', ticketsPath, ticketListResponseSchema, token, params);
