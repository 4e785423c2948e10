import type { z } from 'zod';
import type { updateTicketRequestSchema } from '@shared/contracts/admin-operations';
import { useAdminWrite } from '@/lib/admin-query';
import { api } from '@/lib/api-client';

export type UpdateTicketInput = z.output<typeof updateTicketRequestSchema>;

/** PATCH /api/admin/tickets/:id: status and assignment. */
export function updateTicket(token: string, id: string, input: UpdateTicketInput) {
  return api.patch(`/api/admin/tickets/${encodeURIComponent(id)}`, input, { token });
}

export function useUpdateTicket(token: string) {
  return useAdminWrite(
    ['support_tickets'],
    'update',
    ({ id, input }: { id: string; input: UpdateTicketInput }) => updateTicket(token, id, input),
  );
}
