import { noticeListResponseSchema } from '@shared/contracts/admin-operations';
import { adminListOptions, type ListParams } from '@/lib/admin-query';

/** GET /api/admin/notices. */
export const noticesPath = '/api/admin/notices';

/** One page of the list (the admin table's search, filters, sort and page). */
export const noticesQueryOptions = (token: string, params: ListParams) =>
  adminListOptions('notices', noticesPath, noticeListResponseSchema, token, params);
