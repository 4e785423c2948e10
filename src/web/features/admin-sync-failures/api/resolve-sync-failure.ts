import { syncFailureResponseSchema } from '@shared/contracts/admin-operations';
import { useAdminWrite } from '@/lib/admin-query';
import { api } from '@/lib/api-client';

/** POST /api/admin/sync-failures/:id/resolve. */
export function resolveSyncFailure(token: string, id: string) {
  return api.post(`/api/admin/sync-failures/${encodeURIComponent(id)}/resolve`, undefined, {
    token,
    schema: syncFailureResponseSchema,
  });
}

export function useResolveSyncFailure(token: string) {
  return useAdminWrite(['sync_failures'], 'resolve', (id: string) => resolveSyncFailure(token, id));
}
