import type { z } from 'zod';
import type { confirmProofRequestSchema } from '@shared/contracts/admin-operations';
import { confirmProofResponseSchema } from '@shared/contracts/admin-operations';
import { useAdminWrite } from '@/lib/admin-query';
import { api } from '@/lib/api-client';

export type ConfirmProofInput = z.output<typeof confirmProofRequestSchema>;

/** POST /api/admin/payment-proofs/:id/confirm: captures the payment the proof shows. */
export function confirmProof(token: string, id: string, input: ConfirmProofInput) {
  return api.post(`/api/admin/payment-proofs/${encodeURIComponent(id)}/confirm`, input, {
    token,
    schema: confirmProofResponseSchema,
  });
}

export function useConfirmProof(token: string) {
  return useAdminWrite(
    ['payment_proofs', 'captured_payments', 'clients'],
    'confirm',
    ({ id, input }: { id: string; input: ConfirmProofInput }) => confirmProof(token, id, input),
  );
}
