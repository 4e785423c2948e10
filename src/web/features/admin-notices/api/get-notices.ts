import { useQuery } from '@tanstack/react-query';
import { noticeListResponseSchema } from '@shared/contracts/admin-operations';
import { adminListOptions } from '@/lib/admin-query';

/** GET /api/admin/notices. */
export const noticesPath = '/api/admin/notices';

export function useNotices(token: string) {
  return useQuery(adminListOptions('notices', noticesPath, noticeListResponseSchema, token));
}
