import { adminHomepageSectionsResponseSchema } from '@shared/contracts/admin-content';
import { useAdminWrite } from '@/lib/admin-query';
import { api } from '@/lib/api-client';

/** PUT /api/admin/content/homepage/order: every id in the new order. */
export function reorderHomepageSections(token: string, ids: string[]) {
  return api.put(
    '/api/admin/content/homepage/order',
    { ids },
    {
      token,
      schema: adminHomepageSectionsResponseSchema,
    },
  );
}

export function useReorderHomepageSections(token: string) {
  return useAdminWrite(['homepage_content'], 'reorder', (ids: string[]) =>
    reorderHomepageSections(token, ids),
  );
}
