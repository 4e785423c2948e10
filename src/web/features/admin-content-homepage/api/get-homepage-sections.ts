import { useQuery } from '@tanstack/react-query';
import { adminHomepageSectionsResponseSchema } from '@shared/contracts/admin-content';
import { adminContentOptions } from '@/lib/admin-content';

/** GET /api/admin/content/homepage: every homepage section, inactive too, by sort order. */
export const homepagePath = '/api/admin/content/homepage';

export function useHomepageSections(token: string) {
  return useQuery(
    adminContentOptions(
      'homepage_content',
      homepagePath,
      adminHomepageSectionsResponseSchema,
      token,
    ),
  );
}
