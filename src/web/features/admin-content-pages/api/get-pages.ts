import { useQuery } from '@tanstack/react-query';
import { adminContentPagesResponseSchema } from '@shared/contracts/admin-content';
import { adminContentOptions } from '@/lib/admin-content';

/** GET /api/admin/content/pages: the policy and help pages (unsaved ones with updatedAt null). */
export function useContentPages(token: string) {
  return useQuery(
    adminContentOptions(
      'content_pages',
      '/api/admin/content/pages',
      adminContentPagesResponseSchema,
      token,
    ),
  );
}
