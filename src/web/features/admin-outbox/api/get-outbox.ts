import { useQuery } from '@tanstack/react-query';
import { outboxListResponseSchema } from '@shared/contracts/admin-operations';
import { adminListOptions } from '@/lib/admin-query';

/** GET /api/admin/outbox: every message; the screen shows 'manual' and 'failed' first. */
export const outboxPath = '/api/admin/outbox';

export function useOutbox(token: string) {
  return useQuery(adminListOptions('outbox', outboxPath, outboxListResponseSchema, token));
}
