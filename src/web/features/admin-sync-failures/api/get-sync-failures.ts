import { useQuery } from '@tanstack/react-query';
import { syncFailureListResponseSchema } from '@shared/contracts/admin-operations';
import { adminListOptions } from '@/lib/admin-query';

/** GET /api/admin/sync-failures (the browser's own reports are POSTed by lib/admin-failure-reports). */
export const syncFailuresPath = '/api/admin/sync-failures';

export function useSyncFailures(token: string) {
  return useQuery(
    adminListOptions('sync_failures', syncFailuresPath, syncFailureListResponseSchema, token),
  );
}
