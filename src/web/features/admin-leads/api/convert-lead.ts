import type { z } from 'zod';
import type { convertLeadRequestSchema } from '@shared/contracts/admin-operations';
import { convertLeadResponseSchema } from '@shared/contracts/admin-operations';
import { useAdminWrite } from '@/lib/admin-query';
import { api } from '@/lib/api-client';

export type ConvertLeadInput = z.output<typeof convertLeadRequestSchema>;

/** POST /api/admin/leads/:id/convert: a client from the lead, with a one-time password. */
export function convertLead(token: string, id: string, input: ConvertLeadInput) {
  return api.post(`/api/admin/leads/${encodeURIComponent(id)}/convert`, input, {
    token,
    schema: convertLeadResponseSchema,
  });
}

export function useConvertLead(token: string) {
  return useAdminWrite(
    ['leads', 'clients'],
    'convert',
    ({ id, input }: { id: string; input: ConvertLeadInput }) => convertLead(token, id, input),
  );
}
