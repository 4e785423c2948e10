import { adminPackagesResponseSchema } from '@shared/contracts/admin-content';
import { useAdminWrite } from '@/lib/admin-query';
import { api } from '@/lib/api-client';

/** PUT /api/admin/content/packages/order: every id in the new order. */
export function reorderPackages(token: string, ids: string[]) {
  return api.put(
    '/api/admin/content/packages/order',
    { ids },
    {
      token,
      schema: adminPackagesResponseSchema,
    },
  );
}

export function useReorderPackages(token: string) {
  return useAdminWrite(['packages'], 'reorder', (ids: string[]) => reorderPackages(token, ids));
}
