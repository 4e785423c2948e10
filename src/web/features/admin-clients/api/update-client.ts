import type { z } from 'zod';
import type { updateClientRequestSchema } from '@shared/contracts/admin-operations';
import { clientResponseSchema } from '@shared/contracts/admin-operations';
import { useAdminWrite } from '@/lib/admin-query';
import { api } from '@/lib/api-client';

export type UpdateClientInput = z.output<typeof updateClientRequestSchema>;

/** PATCH /api/admin/clients/:id: only the fields sent change (suspending revokes sessions). */
export function updateClient(token: string, id: string, input: UpdateClientInput) {
  return api.patch(`/api/admin/clients/${encodeURIComponent(id)}`, input, {
    token,
    schema: clientResponseSchema,
  });
}

export function useUpdateClient(token: string) {
  return useAdminWrite(
    ['clients'],
    'update',
    ({ id, input }: { id: string; input: UpdateClientInput }) => updateClient(token, id, input),
  );
}
