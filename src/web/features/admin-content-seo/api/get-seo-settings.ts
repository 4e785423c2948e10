import { useQuery } from '@tanstack/react-query';
import { adminSeoListResponseSchema } from '@shared/contracts/admin-content';
import { adminContentOptions } from '@/lib/admin-content';

/** GET /api/admin/content/seo: the SEO settings of every page that has them. */
export function useSeoSettings(token: string) {
  return useQuery(
    adminContentOptions(
      'seo_settings',
      '/api/admin/content/seo',
      adminSeoListResponseSchema,
      token,
    ),
  );
}
