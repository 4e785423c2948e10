import { useQuery } from '@tanstack/react-query';
import { proofListResponseSchema } from '@shared/contracts/admin-operations';
import { adminListOptions } from '@/lib/admin-query';

/** GET /api/admin/payment-proofs: proofs of payment the clients uploaded. */
export const proofsPath = '/api/admin/payment-proofs';

export const proofsQueryOptions = (token: string) =>
  adminListOptions('payment_proofs', proofsPath, proofListResponseSchema, token);

export function useProofs(token: string) {
  return useQuery(proofsQueryOptions(token));
}
