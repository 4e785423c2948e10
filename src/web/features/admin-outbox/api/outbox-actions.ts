import { outboxMessageResponseSchema } from '@shared/contracts/admin-operations';
import { useAdminWrite } from '@/lib/admin-query';
import { api } from '@/lib/api-client';

export type OutboxAction = 'mark-sent' | 'retry';

/** POST /api/admin/outbox/:id/mark-sent (sent by hand) or /retry (a failed message). */
export function outboxAction(token: string, id: string, action: OutboxAction) {
  return api.post(`/api/admin/outbox/${encodeURIComponent(id)}/${action}`, undefined, {
    token,
    schema: outboxMessageResponseSchema,
  });
}

export function useOutboxAction(token: string) {
  return useAdminWrite(
    ['outbox'],
    'action',
    ({ id, action }: { id: string; action: OutboxAction }) => outboxAction(token, id, action),
  );
}
