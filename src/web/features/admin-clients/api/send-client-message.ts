import type { z } from 'zod';
import type { sendClientMessageRequestSchema } from '@shared/contracts/admin-operations';
import { sendClientMessageResponseSchema } from '@shared/contracts/admin-operations';
import { useAdminWrite } from '@/lib/admin-query';
import { api } from '@/lib/api-client';

export type SendClientMessageInput = z.output<typeof sendClientMessageRequestSchema>;

/** POST /api/admin/clients/:id/messages: a message to the client through the outbox. */
export function sendClientMessage(token: string, id: string, input: SendClientMessageInput) {
  return api.post(`/api/admin/clients/${encodeURIComponent(id)}/messages`, input, {
    token,
    schema: sendClientMessageResponseSchema,
  });
}

export function useSendClientMessage(token: string) {
  return useAdminWrite(
    ['outbox'],
    'send-message',
    ({ id, input }: { id: string; input: SendClientMessageInput }) =>
      sendClientMessage(token, id, input),
  );
}
