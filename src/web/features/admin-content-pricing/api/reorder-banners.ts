import { adminBannersResponseSchema } from '@shared/contracts/admin-content';
import { useAdminWrite } from '@/lib/admin-query';
import { api } from '@/lib/api-client';

/** PUT /api/admin/content/banners/order: every id in the new order. */
export function reorderBanners(token: string, ids: string[]) {
  return api.put(
    '/api/admin/content/banners/order',
    { ids },
    {
      token,
      schema: adminBannersResponseSchema,
    },
  );
}

export function useReorderBanners(token: string) {
  return useAdminWrite(['banners'], 'reorder', (ids: string[]) => reorderBanners(token, ids));
}
