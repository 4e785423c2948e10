import { adminDownloadsResponseSchema } from '@shared/contracts/admin-content';
import { useAdminWrite } from '@/lib/admin-query';
import { api } from '@/lib/api-client';

/** PUT /api/admin/content/downloads/order: every id in the new order. */
export function reorderDownloads(token: string, ids: string[]) {
  return api.put(
    '/api/admin/content/downloads/order',
    { ids },
    { token, schema: adminDownloadsResponseSchema },
  );
}

export function useReorderDownloads(token: string) {
  return useAdminWrite(['downloads'], 'reorder', (ids: string[]) => reorderDownloads(token, ids));
}
