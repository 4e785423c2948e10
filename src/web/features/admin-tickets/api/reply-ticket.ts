import type { z } from 'zod';
import type { replyTicketRequestSchema } from '@shared/contracts/admin-operations';
import { replyTicketResponseSchema } from '@shared/contracts/admin-operations';
import { useAdminWrite } from '@/lib/admin-query';
import { api } from '@/lib/api-client';

export type ReplyTicketInput = z.output<typeof replyTicketRequestSchema>;

/** POST /api/admin/tickets/:id/messages: the admin's answer (the client is notified). */
export function replyTicket(token: string, id: string, input: ReplyTicketInput) {
  return api.post(`/api/admin/tickets/${encodeURIComponent(id)}/messages`, input, {
    token,
    schema: replyTicketResponseSchema,
  });
}

export function useReplyTicket(token: string) {
  return useAdminWrite(
    ['support_tickets'],
    'reply',
    ({ id, input }: { id: string; input: ReplyTicketInput }) => replyTicket(token, id, input),
  );
}
