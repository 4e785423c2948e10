import { leadListResponseSchema } from '@shared/contracts/admin-operations';
import { adminListOptions, type ListParams } from '@/lib/admin-query';

/** GET /api/admin/leads: orders, interest and free-trial requests. */
export const leadsPath = '/api/admin/leads';

/** One page of the list (the admin table's search, filters, sort and page). */
export const leadsQueryOptions = (token: string, params: ListParams) =>
  adminListOptions('leads', leadsPath, leadListResponseSchema, token, params);
