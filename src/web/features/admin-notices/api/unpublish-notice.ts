import { noticeResponseSchema } from '@shared/contracts/admin-operations';
import { useAdminWrite } from '@/lib/admin-query';
import { api } from '@/lib/api-client';

/** POST /api/admin/notices/:id/unpublish: off the public site and the client portal, kept as a draft. */
export function unpublishNotice(token: string, id: string) {
  return api.post(
    `/api/admin/notices/${encodeURIComponent(id)}/unpublish`,
    {},
    { token, schema: noticeResponseSchema },
  );
}

export function useUnpublishNotice(token: string) {
  return useAdminWrite(['notices'], 'unpublish', (id: string) => unpublishNotice(token, id));
}
