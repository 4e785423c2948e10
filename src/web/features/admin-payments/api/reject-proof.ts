import { rejectProofResponseSchema } from '@shared/contracts/admin-operations';
import { useAdminWrite } from '@/lib/admin-query';
import { api } from '@/lib/api-client';

/** POST /api/admin/payment-proofs/:id/reject with a reason (sent to the client). */
export function rejectProof(token: string, id: string, reason: string) {
  return api.post(
    `/api/admin/payment-proofs/${encodeURIComponent(id)}/reject`,
    { reason },
    {
      token,
      schema: rejectProofResponseSchema,
    },
  );
}

export function useRejectProof(token: string) {
  return useAdminWrite(
    ['payment_proofs'],
    'reject',
    ({ id, reason }: { id: string; reason: string }) => rejectProof(token, id, reason),
  );
}
