import { useQuery } from '@tanstack/react-query';
import { contentRequestListResponseSchema } from '@shared/contracts/admin-operations';
import { adminListOptions } from '@/lib/admin-query';

/** GET /api/admin/content-requests. */
export const contentRequestsPath = '/api/admin/content-requests';

export function useContentRequests(token: string) {
  return useQuery(
    adminListOptions(
      'content_requests',
      contentRequestsPath,
      contentRequestListResponseSchema,
      token,
    ),
  );
}
