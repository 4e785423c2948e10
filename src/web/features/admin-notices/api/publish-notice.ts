import { noticeResponseSchema, type AdminNotice } from '@shared/contracts/admin-operations';
import { useAdminWrite } from '@/lib/admin-query';
import { api } from '@/lib/api-client';

/** POST /api/admin/notices/:id/publish (to its audience, or the one given). */
export function publishNotice(token: string, id: string, audience?: AdminNotice['audience']) {
  return api.post(
    `/api/admin/notices/${encodeURIComponent(id)}/publish`,
    audience ? { audience } : {},
    {
      token,
      schema: noticeResponseSchema,
    },
  );
}

export function usePublishNotice(token: string) {
  return useAdminWrite(
    ['notices'],
    'publish',
    ({ id, audience }: { id: string; audience?: AdminNotice['audience'] }) =>
      publishNotice(token, id, audience),
  );
}
