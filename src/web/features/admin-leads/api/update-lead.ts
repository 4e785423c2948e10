import type { z } from 'zod';
import type { updateLeadRequestSchema } from '@shared/contracts/admin-operations';
import { adminLeadSchema } from '@shared/contracts/admin-operations';
import { useAdminWrite } from '@/lib/admin-query';
import { api } from '@/lib/api-client';

export type UpdateLeadInput = z.output<typeof updateLeadRequestSchema>;
const schema = {
  parse: (data: unknown) => adminLeadSchema.parse((data as { lead?: unknown })?.lead ?? data),
};

/** PATCH /api/admin/leads/:id: status and notes. */
export function updateLead(token: string, id: string, input: UpdateLeadInput) {
  return api.patch(`/api/admin/leads/${encodeURIComponent(id)}`, input, { token, schema });
}

export function useUpdateLead(token: string) {
  return useAdminWrite(
    ['leads'],
    'update',
    ({ id, input }: { id: string; input: UpdateLeadInput }) => updateLead(token, id, input),
  );
}
