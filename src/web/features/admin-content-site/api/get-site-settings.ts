import { useQuery } from '@tanstack/react-query';
import { adminSiteSettingsResponseSchema } from '@shared/contracts/admin-content';
import { adminContentOptions } from '@/lib/admin-content';

/** GET /api/admin/content/settings: every known key, unset ones with value null. */
export function useSiteSettings(token: string) {
  return useQuery(
    adminContentOptions(
      'site_settings',
      '/api/admin/content/settings',
      adminSiteSettingsResponseSchema,
      token,
    ),
  );
}
