import type { z } from 'zod';
import type { updateContentRequestSchema } from '@shared/contracts/admin-operations';
import { useAdminWrite } from '@/lib/admin-query';
import { api } from '@/lib/api-client';

export type UpdateContentRequestInput = z.output<typeof updateContentRequestSchema>;

/** PATCH /api/admin/content-requests/:id: status and the answer (sent to the client). */
export function updateContentRequest(token: string, id: string, input: UpdateContentRequestInput) {
  return api.patch(`/api/admin/content-requests/${encodeURIComponent(id)}`, input, { token });
}

export function useUpdateContentRequest(token: string) {
  return useAdminWrite(
    ['content_requests'],
    'update',
    ({ id, input }: { id: string; input: UpdateContentRequestInput }) =>
      updateContentRequest(token, id, input),
  );
}
