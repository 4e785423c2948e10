import {
  adminSiteSettingResponseSchema,
  type SiteSettingKey,
} from '@shared/contracts/admin-content';
import { useAdminWrite } from '@/lib/admin-query';
import { segment } from '@/lib/admin-content';
import { api } from '@/lib/api-client';

/** PUT /api/admin/content/settings/:key { value }. */
export function saveSiteSetting(token: string, key: SiteSettingKey, value: unknown) {
  return api.put(
    `/api/admin/content/settings/${segment(key)}`,
    { value },
    {
      token,
      schema: adminSiteSettingResponseSchema,
    },
  );
}

export function useSaveSiteSetting(token: string) {
  return useAdminWrite(
    ['site_settings'],
    'save',
    ({ key, value }: { key: SiteSettingKey; value: unknown }) => saveSiteSetting(token, key, value),
  );
}
