import { useQuery } from '@tanstack/react-query';
import { adminDownloadsResponseSchema } from '@shared/contracts/admin-content';
import { adminContentOptions } from '@/lib/admin-content';

/** GET /api/admin/content/downloads: every app, inactive too, with its download count. */
export function useDownloads(token: string) {
  return useQuery(
    adminContentOptions(
      'downloads',
      '/api/admin/content/downloads',
      adminDownloadsResponseSchema,
      token,
    ),
  );
}
