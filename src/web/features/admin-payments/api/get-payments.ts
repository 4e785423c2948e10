import { useQuery } from '@tanstack/react-query';
import { paymentListResponseSchema } from '@shared/contracts/admin-operations';
import { adminListOptions } from '@/lib/admin-query';

/** GET /api/admin/payments (get-admin-captured-payments). */
export const paymentsPath = '/api/admin/payments';

export const paymentsQueryOptions = (token: string) =>
  adminListOptions('captured_payments', paymentsPath, paymentListResponseSchema, token);

export function usePayments(token: string) {
  return useQuery(paymentsQueryOptions(token));
}
