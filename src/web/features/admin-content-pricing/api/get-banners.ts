import { useQuery } from '@tanstack/react-query';
import { adminBannersResponseSchema } from '@shared/contracts/admin-content';
import { adminContentOptions } from '@/lib/admin-content';

/** GET /api/admin/content/banners: every banner, by sort order. */
export const bannersPath = '/api/admin/content/banners';

export function useBanners(token: string) {
  return useQuery(adminContentOptions('banners', bannersPath, adminBannersResponseSchema, token));
}
