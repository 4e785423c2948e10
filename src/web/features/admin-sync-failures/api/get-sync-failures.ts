import { syncFailureListResponseSchema } from '@shared/contracts/admin-operations';
import { adminListOptions, type ListParams } from '@/lib/admin-query';

/** GET /api/admin/sync-failures (the browser's own reports are POSTed by lib/admin-failure-reports). */
export const syncFailuresPath = '/api/admin/sync-failures';

/** One page of the list (the admin table's search, filters, sort and page). */
export const syncFailuresQueryOptions = (token: string, params: ListParams) =>
  adminListOptions('sync_failures', syncFailuresPath, syncFailureListResponseSchema, token, params);
