import { paymentListResponseSchema } from '@shared/contracts/admin-operations';
import { adminListOptions, type ListParams } from '@/lib/admin-query';

/** GET /api/admin/payments (get-admin-captured-payments). */
export const paymentsPath = '/api/admin/payments';

/** One page of the list (the admin table's search, filters, sort and page). */
export const paymentsQueryOptions = (token: string, params: ListParams) =>
  adminListOptions('captured_payments', paymentsPath, paymentListResponseSchema, token, params);
