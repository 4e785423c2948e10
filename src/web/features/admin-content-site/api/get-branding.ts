import { useQuery } from '@tanstack/react-query';
import { adminBrandingResponseSchema } from '@shared/contracts/admin-content';
import { adminContentOptions } from '@/lib/admin-content';

/** GET /api/admin/content/branding: the stored branding values ('' when unset). */
export function useBranding(token: string) {
  return useQuery(
    adminContentOptions(
      'site_branding',
      '/api/admin/content/branding',
      adminBrandingResponseSchema,
      token,
    ),
  );
}
