import { contentRequestListResponseSchema } from '@shared/contracts/admin-operations';
import { adminListOptions, type ListParams } from '@/lib/admin-query';

/** GET /api/admin/content-requests. */
export const contentRequestsPath = '/api/admin/content-requests';

/** One page of the list (the admin table's search, filters, sort and page). */
export const contentRequestsQueryOptions = (token: string, params: ListParams) =>
  adminListOptions(
    'content_requests',
    contentRequestsPath,
    contentRequestListResponseSchema,
    token,
    params,
  );
