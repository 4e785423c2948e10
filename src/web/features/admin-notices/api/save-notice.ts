import type { z } from 'zod';
import type {
  createNoticeRequestSchema,
  updateNoticeRequestSchema,
} from '@shared/contracts/admin-operations';
import { noticeResponseSchema } from '@shared/contracts/admin-operations';
import { useAdminWrite } from '@/lib/admin-query';
import { api } from '@/lib/api-client';

export type CreateNoticeInput = z.output<typeof createNoticeRequestSchema>;
export type UpdateNoticeInput = z.output<typeof updateNoticeRequestSchema>;

/** POST /api/admin/notices (new) or PATCH /api/admin/notices/:id (edit). */
export function saveNotice(
  token: string,
  id: string | null,
  input: CreateNoticeInput | UpdateNoticeInput,
) {
  return id
    ? api.patch(`/api/admin/notices/${encodeURIComponent(id)}`, input, {
        token,
        schema: noticeResponseSchema,
      })
    : api.post('/api/admin/notices', input, { token, schema: noticeResponseSchema });
}

export function useSaveNotice(token: string) {
  return useAdminWrite(
    ['notices'],
    'save',
    ({ id, input }: { id: string | null; input: CreateNoticeInput | UpdateNoticeInput }) =>
      saveNotice(token, id, input),
  );
}
