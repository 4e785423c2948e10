import { proofListResponseSchema } from '@shared/contracts/admin-operations';
import { adminListOptions, type ListParams } from '@/lib/admin-query';

/** GET /api/admin/payment-proofs: proofs of payment the clients uploaded. */
export const proofsPath = '/api/admin/payment-proofs';

/** One page of the list (the admin table's search, filters, sort and page). */
export const proofsQueryOptions = (token: string, params: ListParams) =>
  adminListOptions('payment_proofs', proofsPath, proofListResponseSchema, token, params);
