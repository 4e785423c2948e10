import type { z } from 'zod';
import {
  adminBannerResponseSchema,
  type bannerCreateSchema,
  type bannerUpdateSchema,
} from '@shared/contracts/admin-content';
import { useAdminWrite } from '@/lib/admin-query';
import { segment } from '@/lib/admin-content';
import { api } from '@/lib/api-client';

export type BannerInput = z.output<typeof bannerCreateSchema> | z.output<typeof bannerUpdateSchema>;

/** POST /api/admin/content/banners or PATCH /api/admin/content/banners/:id. */
export function saveBanner(token: string, id: string | null, input: BannerInput) {
  return id
    ? api.patch(`/api/admin/content/banners/${segment(id)}`, input, {
        token,
        schema: adminBannerResponseSchema,
      })
    : api.post('/api/admin/content/banners', input, { token, schema: adminBannerResponseSchema });
}

export function useSaveBanner(token: string) {
  return useAdminWrite(
    ['banners'],
    'save',
    ({ id, input }: { id: string | null; input: BannerInput }) => saveBanner(token, id, input),
  );
}
