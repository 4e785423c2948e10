import type { z } from 'zod';
import { adminSeoResponseSchema, type seoUpdateSchema } from '@shared/contracts/admin-content';
import { useAdminWrite } from '@/lib/admin-query';
import { segment } from '@/lib/admin-content';
import { api } from '@/lib/api-client';

export type SeoInput = z.output<typeof seoUpdateSchema>;

/** PUT /api/admin/content/seo/:page. */
export function saveSeo(token: string, page: string, input: SeoInput) {
  return api.put(`/api/admin/content/seo/${segment(page)}`, input, {
    token,
    schema: adminSeoResponseSchema,
  });
}

export function useSaveSeo(token: string) {
  return useAdminWrite(
    ['seo_settings'],
    'save',
    ({ page, input }: { page: string; input: SeoInput }) => saveSeo(token, page, input),
  );
}
