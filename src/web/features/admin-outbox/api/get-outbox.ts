import { outboxListResponseSchema } from '@shared/contracts/admin-operations';
import { adminListOptions, type ListParams } from '@/lib/admin-query';

/** GET /api/admin/outbox: every message the product sends or queued to send by hand. */
export const outboxPath = '/api/admin/outbox';

/** One page of the list (the admin table's search, filters, sort and page). */
export const outboxQueryOptions = (token: string, params: ListParams) =>
  adminListOptions('outbox', outboxPath, outboxListResponseSchema, token, params);
